import type { ApexOptions } from 'apexcharts';
import 'apexcharts/bar';
import { sharedChartOptions } from '@sahha/ui/charts';
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

  const options = useMemo<ApexOptions>(
    () => ({
      ...sharedChartOptions(theme, label),
      colors: [color],
      fill: { opacity: 1 },
      plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } },
      dataLabels: { enabled: false },
      grid: { borderColor: theme.colors.border },
      xaxis: { categories },
      yaxis: { min: 0, max, tickAmount: 5, labels: { formatter: (value: number) => `${Math.round(value)}${suffix}` } },
      tooltip: { theme: theme.name, y: { formatter: (value: number) => `${value}${suffix}` } },
    }),
    [label, categories, max, color, suffix, theme],
  );

  return <Chart type="bar" height={220} options={options} series={[{ name: label, data: values }]} />;
}
