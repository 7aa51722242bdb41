import { act, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithTheme } from '../testing/render-with-theme';
import { Toaster } from './toaster';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  getToasts,
  resetToasts,
  toast,
  useToast,
} from './toast-store';

const show = (title: string, variant?: 'default' | 'destructive' | 'success') =>
  act(() => {
    toast({ title, description: `${title} details`, variant });
  });

// jsdom has no PointerEvent; without one fireEvent drops clientX. A MouseEvent carries it.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

beforeAll(() => {
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
  }
});

function swipe(element: HTMLElement, deltaX: number) {
  fireEvent.pointerDown(element, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + deltaX, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 100 + deltaX, pointerId: 1 });
}

describe('toasts (docs/requirements.md, "Site: toasts")', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetToasts();
  });

  afterEach(() => {
    act(() => resetToasts());
    jest.useRealTimers();
  });

  it('uses the required constants', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_HOTKEY]).toEqual([
      1, 5000, 1_000_000, 50, 'F8',
    ]);
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    renderWithTheme(<Toaster />);
    show('First');
    show('Second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(getToasts()).toHaveLength(1);
  });

  it('closes itself after 5000 ms and leaves the store only after the removal delay', () => {
    renderWithTheme(<Toaster />);
    show('Saved');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Saved', open: false })]);
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(getToasts()).toHaveLength(0);
  });

  it('closes with the Close button', () => {
    renderWithTheme(<Toaster />);
    show('Logged out');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });

  it('dismisses on a swipe right of 50 px but not of 30 px', () => {
    renderWithTheme(<Toaster />);
    show('Swipe me');
    swipe(screen.getByRole('status'), 30);
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    swipe(screen.getByRole('status'), TOAST_SWIPE_THRESHOLD_PX);
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('does not dismiss on a swipe left', () => {
    renderWithTheme(<Toaster />);
    show('Stay');
    swipe(screen.getByRole('status'), -80);
    expect(screen.getByText('Stay')).toBeInTheDocument();
  });

  it('focuses the notifications region on F8', () => {
    renderWithTheme(<Toaster />);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('announces destructive toasts as alerts and others politely', () => {
    renderWithTheme(<Toaster />);
    show('Submission failed', 'destructive');
    expect(screen.getByRole('alert')).toHaveTextContent('Submission failed');
    show('Login successful', 'success');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('pauses the auto-close while hovered', () => {
    renderWithTheme(<Toaster />);
    show('Read me');
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Read me')).toBeInTheDocument();
  });

  it('runs an action button once and closes the toast', () => {
    renderWithTheme(<Toaster />);
    const onClick = jest.fn();
    act(() => {
      toast({ title: 'Submission failed', variant: 'destructive', action: { label: 'Retry', onClick } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Submission failed')).not.toBeInTheDocument();
  });

  it('keeps the region free of list semantics that an alert toast would break (axe list, listitem)', async () => {
    jest.useRealTimers();
    const { container } = renderWithTheme(<Toaster />);
    show('Submission failed', 'destructive');
    const results = await axe.run(container, { runOnly: ['list', 'listitem', 'aria-allowed-role'] });
    expect(results.violations).toEqual([]);
  });

  it('useToast returns the same toast and dismiss as the module', () => {
    renderWithTheme(<Toaster />);
    const api = useToast();
    let handle: ReturnType<typeof api.toast> | undefined;
    act(() => {
      handle = api.toast({ title: 'From a remote', duration: Infinity });
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 10));
    expect(screen.getByText('From a remote')).toBeInTheDocument();
    act(() => api.dismiss(handle?.id));
    expect(screen.queryByText('From a remote')).not.toBeInTheDocument();
  });
});
