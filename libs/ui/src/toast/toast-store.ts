import type { ReactNode } from 'react';

// Toast constants (docs/requirements.md, "Site: toasts").
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'destructive' | 'success';

/** One button in the toast (e.g. Retry); pressing it runs `onClick` and closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it open. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastRecord {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
  action?: ToastAction;
  /** False once dismissed: hidden at once, dropped from the store only after TOAST_REMOVE_DELAY_MS. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

// Module state: @sahha/ui is a federation singleton, so the shell's Toaster sees remotes' toasts.
let toasts: readonly ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastRecord[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getToasts = (): readonly ToastRecord[] => toasts;

function remove(id: string): void {
  const timer = removeTimers.get(id);
  if (timer) clearTimeout(timer);
  removeTimers.delete(id);
  setToasts(toasts.filter((t) => t.id !== id));
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them without an id. */
export function dismiss(id?: string): void {
  let changed = false;
  const next = toasts.map((t) => {
    if ((id === undefined || t.id === id) && t.open) {
      changed = true;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  if (changed) setToasts(next);
}

export function toast({ title, description, variant = 'default', duration = TOAST_DURATION_MS, action }: ToastOptions): ToastHandle {
  counter += 1;
  const id = String(counter);
  const next = [{ id, title, description, variant, duration, action, open: true }, ...toasts];
  // Over the limit, the oldest go for good: a new toast replaces the one on screen.
  next.slice(TOAST_LIMIT).forEach((t) => {
    const timer = removeTimers.get(t.id);
    if (timer) clearTimeout(timer);
    removeTimers.delete(t.id);
  });
  setToasts(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

const api = { toast, dismiss } as const;

/** Stable handles; does not subscribe, so calling components never re-render on toasts. */
export function useToast(): typeof api {
  return api;
}

/** Test helper: empties the store and its timers. */
export function resetToasts(): void {
  removeTimers.forEach((timer) => clearTimeout(timer));
  removeTimers.clear();
  setToasts([]);
}
