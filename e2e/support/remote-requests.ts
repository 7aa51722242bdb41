import type { Page } from '@playwright/test';
import { REMOTES } from '@sahha/contracts';

/** Records which remotes' files the page downloads, by remote folder. */
export function trackRemoteDownloads(page: Page): { folders: () => string[] } {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
    if (match) seen.add(match[1]);
  });
  return { folders: () => [...seen].sort() };
}

export const REMOTE_FOLDERS = REMOTES.map((remote) => remote.folder);
