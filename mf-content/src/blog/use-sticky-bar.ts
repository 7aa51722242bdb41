import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@sahha/contracts';

/** 240 px from 1024 px wide up, 120 px below; hiding animates for 280 ms (docs/requirements.md, "Route: /blog/:slug"). */
export const STICKY_BAR_WIDE_MIN_WIDTH = 1024;
export const STICKY_BAR_WIDE_THRESHOLD_PX = 240;
export const STICKY_BAR_NARROW_THRESHOLD_PX = 120;
export const STICKY_BAR_HIDE_MS = 280;

type Phase = 'hidden' | 'shown' | 'leaving';

const thresholdFor = (width: number) =>
  width >= STICKY_BAR_WIDE_MIN_WIDTH ? STICKY_BAR_WIDE_THRESHOLD_PX : STICKY_BAR_NARROW_THRESHOLD_PX;

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.stickyCtaDismissed) === 'true';
  } catch {
    // Storage can be blocked (private mode, policies): then the bar simply shows this visit.
    return false;
  }
}

export interface StickyBarState {
  /** Rendered (shown or playing its hide animation). */
  visible: boolean;
  leaving: boolean;
  dismiss: () => void;
}

/** Sticky quiz bar (docs/requirements.md, "Route: /blog/:slug"): hidden at first, shown past the threshold, gone for good once closed. */
export function useStickyBar(): StickyBarState {
  const [dismissed, setDismissed] = useState(readDismissed);
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (dismissed) return undefined;
    const update = () => {
      const past = window.scrollY > thresholdFor(window.innerWidth);
      setPhase((current) => (past ? 'shown' : current === 'shown' ? 'leaving' : current));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [dismissed]);

  useEffect(() => {
    if (phase !== 'leaving') return undefined;
    const timer = window.setTimeout(() => setPhase('hidden'), STICKY_BAR_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const dismiss = useCallback(() => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.stickyCtaDismissed, 'true');
    } catch {
      // Without storage the bar still closes for this page view.
    }
    setDismissed(true);
    setPhase('hidden');
  }, []);

  return { visible: !dismissed && phase !== 'hidden', leaving: phase === 'leaving', dismiss };
}
