export { ChartBoundary } from './chart-boundary';
export type { ChartBoundaryProps } from './chart-boundary';
export { sharedChartOptions } from './chart-options';
