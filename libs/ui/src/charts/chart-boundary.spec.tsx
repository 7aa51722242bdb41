import { render, screen } from '@testing-library/react';

import { ChartBoundary } from '@sahha/ui/charts';

function BrokenChart(): never {
  throw new Error('chunk failed');
}

describe('ChartBoundary', () => {
  it('shows the chart while it draws', () => {
    render(
      <ChartBoundary chartName="Progress chart" fallback={<p>No chart</p>}>
        <p>Chart</p>
      </ChartBoundary>,
    );
    expect(screen.getByText('Chart')).toBeInTheDocument();
    expect(screen.queryByText('No chart')).not.toBeInTheDocument();
  });

  it('puts the fallback in place of a chart that fails, keeps its siblings and names the chart in the error', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>Table</p>
        <ChartBoundary chartName="Price history chart" fallback={<p>No chart</p>}>
          <BrokenChart />
        </ChartBoundary>
      </div>,
    );
    expect(screen.getByText('No chart')).toBeInTheDocument();
    expect(screen.getByText('Table')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Price history chart failed', expect.any(Error));
    consoleError.mockRestore();
  });
});
