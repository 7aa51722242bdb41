import { Component, type ReactNode } from 'react';

export interface ChartBoundaryProps {
  /** What the region shows instead of a chart that failed (its chunk or its drawing). */
  fallback: ReactNode;
  /** Names the chart in the console error, e.g. 'Price history chart'. */
  chartName: string;
  children: ReactNode;
}

/**
 * A chart that fails (a chunk that does not load, a drawing that throws) costs that chart, not the
 * page around it (STYLE.md: a boundary per region). A subpath entry of @sahha/ui (charts), not its main
 * entry: only the remotes that draw charts bundle it, so the shell's first load does not grow.
 */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.chartName} failed`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
