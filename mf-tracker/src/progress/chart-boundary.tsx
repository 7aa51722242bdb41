import { Component, type ReactNode } from 'react';

interface ChartBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A chart chunk that fails to load costs one chart, not the page (STYLE.md: a boundary per region). */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Progress chart failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
