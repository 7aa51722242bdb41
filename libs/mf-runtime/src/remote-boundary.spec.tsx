import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_RETRY_LABEL, REMOTE_UNAVAILABLE_TEXT } from '@sahha/contracts';
import { lightTheme } from '@sahha/ui';
import { ThemeProvider } from 'styled-components';
import { RemoteBoundary } from './remote-boundary';

function renderBoundary(load: () => Promise<React.ComponentType>) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <RemoteBoundary load={load} loadingLabel="Loading section" />
    </ThemeProvider>,
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a spinner, then the remote', async () => {
    renderBoundary(() => Promise.resolve(() => <h1>About Sahha</h1>));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About Sahha' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote fails to load, and Retry really retries', async () => {
    const load = jest
      .fn<Promise<React.ComponentType>, []>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(() => <h1>About Sahha</h1>);
    renderBoundary(load);
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: REMOTE_RETRY_LABEL }));
    expect(await screen.findByRole('heading', { name: 'About Sahha' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    renderBoundary(() => Promise.resolve(Broken));
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT)).toBeInTheDocument();
  });
});

describe('RemoteBoundary with lazy remote screens', () => {
  it('renders a remote route component that is itself lazy', async () => {
    const LazyScreen = lazy(async () => ({ default: () => <h1>Wellness Journal</h1> }));
    renderBoundary(() => Promise.resolve(LazyScreen));
    expect(await screen.findByRole('heading', { name: 'Wellness Journal' })).toBeInTheDocument();
  });
});

describe('RemoteBoundary for optional widgets', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders nothing, not the Retry fallback, when an optional remote fails', async () => {
    const load = jest.fn<Promise<React.ComponentType>, []>().mockRejectedValue(new Error('offline'));
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <RemoteBoundary load={load} optional />
      </ThemeProvider>,
    );
    await waitFor(() => expect(load).toHaveBeenCalled());
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByText(REMOTE_UNAVAILABLE_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
