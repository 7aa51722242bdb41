import { resetToasts } from '@sahha/ui';
import { act, renderHook } from '@testing-library/react';

import { FEEDBACK_DASHBOARD_TEXTS as TEXTS } from './feedback-dashboard-texts';
import { feedbackCsvUrl, useDownloadFeedbackCsv } from './use-download-feedback-csv';

const toastSpy = jest.fn();
jest.mock('@sahha/ui', () => ({ ...jest.requireActual('@sahha/ui'), toast: (options: unknown) => toastSpy(options) }));

/** The parts of a fetch Response the hook reads (jsdom has neither fetch nor Response). */
function fakeResponse(status: number, body: string, headers: Record<string, string> = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Forbidden',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => body,
    blob: async () => new Blob([body], { type: headers['content-type'] }),
  };
}

describe('feedbackCsvUrl', () => {
  it('asks the view for CSV, with the rating filter when one is chosen', () => {
    expect(feedbackCsvUrl(undefined)).toBe('/api/feedback/view?format=csv');
    expect(feedbackCsvUrl(4)).toBe('/api/feedback/view?format=csv&rating=4');
  });
});

describe('useDownloadFeedbackCsv', () => {
  const fetchMock = jest.fn();
  const clicked: { href: string; download: string }[] = [];

  beforeEach(() => {
    resetToasts();
    toastSpy.mockReset();
    fetchMock.mockReset();
    clicked.length = 0;
    jest.useFakeTimers();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:feedback'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('fetches with the session cookie and saves the file under the server-given name', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(200, 'id,rating,comment,email,timestamp\r\n', {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="sahha-feedback-2025-01-06.csv"',
      }),
    );
    const { result } = renderHook(() => useDownloadFeedbackCsv());
    await act(() => result.current.download(5));

    expect(fetchMock).toHaveBeenCalledWith('/api/feedback/view?format=csv&rating=5', { credentials: 'include' });
    expect(clicked).toEqual([{ href: 'blob:feedback', download: 'sahha-feedback-2025-01-06.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:feedback');
    expect(result.current.isDownloading).toBe(false);
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it('turns a failed response into a destructive toast and saves nothing', async () => {
    fetchMock.mockResolvedValue(fakeResponse(403, '{"message":"You do not have access to this resource"}'));
    const { result } = renderHook(() => useDownloadFeedbackCsv());
    await act(() => result.current.download());

    expect(clicked).toEqual([]);
    expect(toastSpy).toHaveBeenCalledWith({
      title: TEXTS.downloadFailedTitle,
      description: TEXTS.downloadFailedText,
      variant: 'destructive',
    });
    expect(console.error).toHaveBeenCalledWith(new Error('403: {"message":"You do not have access to this resource"}'));
    expect(result.current.isDownloading).toBe(false);
  });

  it('treats a network failure the same way', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useDownloadFeedbackCsv());
    await act(() => result.current.download());
    expect(toastSpy).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([]);
  });
});
