// A subpath entry (@sahha/ui/save-file), not the main one: only the screens that save files bundle it.

/** Hands a body (a downloaded export, JSON built here) to the browser as a file, through a temporary object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name a Content-Disposition header suggests (`attachment; filename="x.csv"`), if any. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  const match = header?.match(/filename="([^"]+)"/) ?? header?.match(/filename=([^;\s]+)/);
  return match?.[1];
}
