import type { ApexOptions } from 'apexcharts';
import 'apexcharts/bar';
import { useMemo } from 'react';
import Chart from 'react-apexcharts/core';
import { useTheme } from 'styled-components';

export interface MetricBarChartProps {
  label: string;
  categories: string[];
  values: number[];
  max: number;
  color: string;
  suffix: string;
}

/**
 * Loaded only on /progress, in its own chunk: the core build plus the bar type keeps ApexCharts
 * out of every other route. Purely visual — the metric card carries the text alternative.
 */
export default function MetricBarChart({ label, categories, values, max, color, suffix }: MetricBarChartProps) {
  const theme = useTheme();
  const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        id: label,
        toolbar: { show: false },
        zoom: { enabled: false },
        fontFamily: theme.fonts.body,
        foreColor: theme.colors.textMuted,
        background: 'transparent',
        animations: { enabled: !reduceMotion, speed: 200 },
      },
      theme: { mode: theme.name },
      colors: [color],
      fill: { opacity: 1 },
      plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } },
      dataLabels: { enabled: false },
      grid: { borderColor: theme.colors.border },
      xaxis: { categories },
      yaxis: { min: 0, max, tickAmount: 5, labels: { formatter: (value: number) => `${Math.round(value)}${suffix}` } },
      tooltip: { theme: theme.name, y: { formatter: (value: number) => `${value}${suffix}` } },
    }),
    [label, categories, max, color, suffix, theme, reduceMotion],
  );

  return <Chart type="bar" height={220} options={options} series={[{ name: label, data: values }]} />;
}
