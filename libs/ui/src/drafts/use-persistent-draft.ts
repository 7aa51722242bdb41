import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** Every draft key starts with this, so ending a session can forget them all in one sweep. */
export const DRAFT_KEY_PREFIX = 'sahha:draft:';

function storage(): Storage | null {
  try {
    // Absent while prerendering; access throws when the browser blocks storage.
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameKind(stored: unknown, initial: unknown): boolean {
  if (Array.isArray(initial)) return Array.isArray(stored);
  if (isPlainObject(initial)) return isPlainObject(stored);
  return typeof stored === typeof initial && stored !== null;
}

/**
 * Stored text can be stale (an older form) or edited by hand: only values of the initial value's
 * kind come back, and for an object only its known keys, each of the kind the initial value has.
 */
export function reviveDraft<T>(stored: unknown, initial: T): T {
  if (!sameKind(stored, initial)) return initial;
  if (!isPlainObject(initial) || !isPlainObject(stored)) return stored as T;
  const revived: Record<string, unknown> = { ...initial };
  for (const [key, fallback] of Object.entries(initial)) {
    if (key in stored && sameKind(stored[key], fallback)) revived[key] = stored[key];
  }
  return revived as T;
}

function readDraft<T>(key: string, initial: T): T {
  const text = storage()?.getItem(DRAFT_KEY_PREFIX + key);
  if (text === null || text === undefined) return initial;
  try {
    return reviveDraft(JSON.parse(text) as unknown, initial);
  } catch {
    return initial;
  }
}

function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(DRAFT_KEY_PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the draft, never the form.
  }
}

function removeDraft(key: string): void {
  try {
    storage()?.removeItem(DRAFT_KEY_PREFIX + key);
  } catch {
    // Nothing was kept then.
  }
}

/** Forgets every draft of this tab: on sign-out and account deletion, so the next person sees none. */
export function clearPersistentDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_unused, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX)) store.removeItem(key);
  } catch {
    // Nothing was kept then.
  }
}

export type PersistentDraft<T> = [value: T, setValue: Dispatch<SetStateAction<T>>, clear: () => void];

/**
 * `useState` whose value outlives the page for the rest of the tab's life (sessionStorage, JSON),
 * so what was typed survives a sign-in round trip after a session ended. The key is not per user:
 * the draft belongs to the tab, and signing out clears every draft (clearPersistentDrafts).
 * Call `clear()` once the draft has been submitted. Never use it for passwords or other secrets.
 */
export function usePersistentDraft<T>(key: string, initial: T): PersistentDraft<T> {
  const initialRef = useRef(initial);
  const [value, setValue] = useState<T>(() => readDraft(key, initial));

  useEffect(() => {
    // The untouched initial value is no draft: nothing is written until the user changes something.
    if (value === initialRef.current) removeDraft(key);
    else writeDraft(key, value);
  }, [key, value]);

  const clear = useCallback(() => {
    removeDraft(key);
    setValue(initialRef.current);
  }, [key]);

  return [value, setValue, clear];
}
