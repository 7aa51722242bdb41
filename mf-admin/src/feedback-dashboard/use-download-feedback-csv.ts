import { FEEDBACK_VIEW_PATH } from '@sahha/contracts';
import { formatHttpErrorMessage } from '@sahha/store';
import { toast } from '@sahha/ui';
import { useCallback, useState } from 'react';

import { FEEDBACK_DASHBOARD_TEXTS } from './feedback-dashboard-texts';
import { fileNameFromDisposition, saveFile } from '@sahha/ui/save-file';

const FALLBACK_FILE_NAME = 'sahha-feedback.csv';

export function feedbackCsvUrl(rating: number | undefined): string {
  const params = new URLSearchParams({ format: 'csv' });
  if (rating !== undefined) params.set('rating', String(rating));
  return `${FEEDBACK_VIEW_PATH}?${params.toString()}`;
}

/**
 * 'Download CSV': the API's spreadsheet export of what the dashboard shows (filter included). A
 * fetch rather than a plain link, so an expired session or a server error becomes a toast instead
 * of a page of JSON. RTK Query is not used: its base query reads JSON, not files.
 */
export function useDownloadFeedbackCsv(): { download: (rating?: number) => Promise<void>; isDownloading: boolean } {
  const [isDownloading, setDownloading] = useState(false);

  const download = useCallback(async (rating?: number) => {
    setDownloading(true);
    try {
      const response = await fetch(feedbackCsvUrl(rating), { credentials: 'include' });
      if (!response.ok) throw new Error(formatHttpErrorMessage(response.status, await response.text(), response.statusText));
      saveFile(await response.blob(), fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? FALLBACK_FILE_NAME);
    } catch (error) {
      console.error(error);
      toast({
        title: FEEDBACK_DASHBOARD_TEXTS.downloadFailedTitle,
        description: FEEDBACK_DASHBOARD_TEXTS.downloadFailedText,
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }, []);

  return { download, isDownloading };
}
