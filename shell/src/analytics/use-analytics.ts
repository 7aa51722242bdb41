import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_VIEW_DELAY_MS, pushEvent, quizStartEventFor, trackPageView } from './analytics';

/** Page views on every route change (after the new page set its title) and quiz_start clicks. */
export function useAnalytics(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const timer = window.setTimeout(() => trackPageView(pathname), PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const quizStart = quizStartEventFor(event.target);
      if (quizStart) pushEvent(quizStart);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
}
