import { useEffect } from 'react';

/**
 * Puts the page title and one JSON-LD script into document.head while the page is mounted and
 * removes them on unmount, so the next route never inherits them.
 */
export function useHeadData(title: string | null, jsonLd: object | null): void {
  const serialized = jsonLd ? JSON.stringify(jsonLd) : null;

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (!serialized) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-mf-catalog-head', '');
    script.textContent = serialized;
    document.head.appendChild(script);
    return () => script.remove();
  }, [serialized]);
}
