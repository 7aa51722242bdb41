import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Client-side navigation does not scroll to `#id` the way a page load does; search results link
 * to one FAQ answer or guide card, so the page scrolls there once it has rendered.
 */
export function useScrollToHash(): void {
  const { hash, pathname, search } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [hash, pathname, search]);
}
