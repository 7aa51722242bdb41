export { ChartBoundary } from './chart-boundary';
export type { ChartBoundaryProps } from './chart-boundary';
