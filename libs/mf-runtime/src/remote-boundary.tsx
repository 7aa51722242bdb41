import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { REMOTE_RETRY_LABEL, REMOTE_UNAVAILABLE_TEXT } from '@sahha/contracts';
import { Button, CenteredSpinner } from '@sahha/ui';
import styled from 'styled-components';

interface ErrorBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  /** Render nothing instead of the Retry fallback (optional widgets such as a reminder card). */
  silent: boolean;
}

interface ErrorBoundaryState {
  failed: boolean;
}

const StyledFallback = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <StyledFallback role="alert">
      <p>{REMOTE_UNAVAILABLE_TEXT}</p>
      <Button type="button" onClick={onRetry}>
        {REMOTE_RETRY_LABEL}
      </Button>
    </StyledFallback>
  );
}

class RemoteErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote section failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return this.props.silent ? null : <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

interface RemoteBoundaryProps {
  /** Resolves to the component to render; called again on every Retry. */
  load: () => Promise<ComponentType>;
  /** Text under the spinner while the remote downloads. */
  loadingLabel?: string;
  /** For optional widgets: no spinner while loading and nothing at all if the remote fails. */
  optional?: boolean;
}

/**
 * Spinner while a remote loads; if it fails to download or throws while rendering, a fallback
 * with a Retry that really retries. React caches a rejected lazy component, so each attempt
 * gets a fresh one (the MF runtime does not cache a failed entry load).
 */
export function RemoteBoundary({ load, loadingLabel = 'Loading', optional = false }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = useMemo(
    () =>
      lazy(async () => {
        // Wrapped because a remote's route component is often itself a lazy() object, which
        // React does not accept as the result of another lazy().
        const Loaded = await load();
        return { default: () => <Loaded /> };
      }),
    // `attempt` is the whole point: a new lazy per Retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [load, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} silent={optional} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={optional ? null : <CenteredSpinner label={loadingLabel} />}>
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
