import type { ApexOptions } from 'apexcharts';
import 'apexcharts/line';
import 'apexcharts/features/legend';
import type { PriceHistoryResponse } from '@sahha/contracts/price-alerts';
import { sharedChartOptions } from '@sahha/ui/charts';
import { useMemo } from 'react';
import Chart from 'react-apexcharts/core';
import { useTheme } from 'styled-components';

/**
 * Loaded only when a shopper opens the price history, in its own chunk (the core build plus the
 * line type), so ApexCharts is never part of the product page's first load. Purely visual: the
 * table beside it is the text alternative.
 */
export default function PriceHistoryChart({ history, now }: { history: PriceHistoryResponse; now: number }) {
  const theme = useTheme();

  // A price holds until the next change: steps, drawn on to today.
  const series = useMemo(
    () =>
      history.stores.map((store) => {
        const points = store.points.map((point) => ({ x: Date.parse(point.at), y: point.price }));
        const last = store.points[store.points.length - 1];
        return { name: store.retailerName, data: [...points, { x: now, y: last.price }] };
      }),
    [history, now],
  );

  const options = useMemo<ApexOptions>(
    () => ({
      ...sharedChartOptions(theme, `price-history-${history.productId}`),
      colors: [theme.colors.primary, theme.colors.info, theme.colors.accent, theme.colors.success, theme.colors.caution, theme.colors.danger],
      stroke: { curve: 'stepline', width: 2 },
      markers: { size: 3 },
      dataLabels: { enabled: false },
      legend: { show: true, position: 'bottom' },
      grid: { borderColor: theme.colors.border },
      xaxis: { type: 'datetime', min: Date.parse(history.since), max: now, labels: { datetimeUTC: false } },
      yaxis: { labels: { formatter: (value: number) => `AED ${value.toFixed(0)}` } },
      tooltip: { theme: theme.name, x: { format: 'dd MMM yyyy' }, y: { formatter: (value: number) => `AED ${value.toFixed(2)}` } },
    }),
    [history, now, theme],
  );

  return <Chart type="line" height={260} options={options} series={series} />;
}
