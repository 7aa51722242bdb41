import { useEffect, useState, useSyncExternalStore } from 'react';

/** The advisor types 3 characters every 8 ms (docs/requirements.md, "Route: /quiz"). */
export const TYPING_CHARS_PER_TICK = 3;
export const TYPING_TICK_MS = 8;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const readReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
}

/** The part of `text` typed so far; the whole text at once when `animate` is false. */
export function useTypewriter(text: string, animate: boolean): string {
  const [typed, setTyped] = useState({ text, count: animate ? 0 : text.length });
  if (typed.text !== text) setTyped({ text, count: animate ? 0 : text.length });
  const count = typed.text === text ? typed.count : 0;

  useEffect(() => {
    if (!animate || count >= text.length) return undefined;
    const timer = setTimeout(
      () => setTyped((current) => (current.text === text ? { text, count: current.count + TYPING_CHARS_PER_TICK } : current)),
      TYPING_TICK_MS,
    );
    return () => clearTimeout(timer);
  }, [animate, count, text]);

  return animate ? text.slice(0, count) : text;
}
