import { useEffect } from 'react';

const SITE_NAME = 'Sahha';

/**
 * Page metadata (docs/requirements.md, "Site: page metadata and structured data"): the page's title and description while it is mounted, restored on
 * unmount so the next route never inherits them.
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${title} | ${SITE_NAME}`;
    const meta = description ? document.head.querySelector<HTMLMetaElement>('meta[name="description"]') : null;
    const previousDescription = meta?.getAttribute('content') ?? null;
    if (meta && description) meta.setAttribute('content', description);
    return () => {
      document.title = previousTitle;
      if (meta && previousDescription !== null) meta.setAttribute('content', previousDescription);
    };
  }, [title, description]);
}
