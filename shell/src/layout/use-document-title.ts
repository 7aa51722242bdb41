import { useEffect } from 'react';

export const SITE_NAME = 'Sahha';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  }, [title]);
}
