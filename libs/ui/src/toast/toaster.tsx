import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { Button } from '../components/button';
import { CloseIcon } from '../components/icons';
import {
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  dismiss,
  getToasts,
  subscribeToasts,
} from './toast-store';
import type { ToastAction, ToastRecord, ToastVariant } from './toast-store';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const StyledViewport = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  inset: auto 0 0 auto;
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space(4)};
  pointer-events: none;

  &:focus-visible {
    outline-offset: -4px;
  }
`;

// Not a list: each toast is an alert or a status, and an <li> with such a role leaves its <ol>
// holding no list items (axe 'list').
const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const variantColors = ({ colors }: DefaultTheme, variant: ToastVariant): [background: string, text: string, border: string] => {
  switch (variant) {
    case 'destructive':
      return [colors.danger, colors.onDanger, colors.danger];
    case 'success':
      return [colors.successBg, colors.success, colors.success];
    default:
      return [colors.surface, colors.text, colors.border];
  }
};

const StyledToast = styled.div<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)}
    ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $variant }) => variantColors(theme, $variant)[2]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $variant }) => variantColors(theme, $variant)[0]};
  color: ${({ theme, $variant }) => variantColors(theme, $variant)[1]};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  pointer-events: auto;
  touch-action: pan-y;
  animation: ${slideIn} ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const StyledAction = styled(Button)`
  justify-self: start;
  margin-top: ${({ theme }) => theme.space(2)};
`;

function ToastActionButton({ toast, action }: { toast: ToastRecord; action: ToastAction }) {
  const onClick = () => {
    dismiss(toast.id);
    action.onClick();
  };
  return (
    <StyledAction type="button" variant="secondary" onClick={onClick}>
      {action.label}
    </StyledAction>
  );
}

function ToastItem({ toast }: { toast: ToastRecord }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);

  // Hover or focus pauses the auto-close (WCAG 2.2.1) and the full duration restarts after.
  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.duration]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button')) return;
    startX.current = event.clientX;
    const target = event.currentTarget;
    if ('setPointerCapture' in target) target.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const delta = event.clientX - startX.current;
    startX.current = null;
    setOffset(0);
    if (event.type === 'pointerup' && delta >= TOAST_SWIPE_THRESHOLD_PX) dismiss(toast.id);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <StyledToast
      $variant={toast.variant}
      // Inline, not a styled prop: a drag would otherwise mint a CSS class per pixel.
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <StyledTitle>{toast.title}</StyledTitle>
      {toast.description ? <StyledDescription>{toast.description}</StyledDescription> : null}
      {toast.action ? <ToastActionButton toast={toast} action={toast.action} /> : null}
      <StyledClose type="button" aria-label="Close" onClick={() => dismiss(toast.id)}>
        <CloseIcon />
      </StyledClose>
    </StyledToast>
  );
}

/** Render once, in the shell. Shows the open toast; F8 moves focus to the region. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const viewportRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) viewportRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <StyledViewport ref={viewportRef} aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1}>
      <StyledList>
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </StyledList>
    </StyledViewport>
  );
}
