import type { Options } from 'pino-http';

/** Secrets and personal data that must never reach a log line. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
];

/**
 * The URL with every query value replaced: a query can carry what a person searched for (a
 * medicine's name) or an e-mailed secret (the one-click unsubscribe token). Names stay, to find a request.
 */
export function urlForLog(url: string | undefined): string | undefined {
  const queryStart = url?.indexOf('?') ?? -1;
  if (url === undefined || queryStart === -1) return url;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=', 1)[0]}=[redacted]`);
  return `${url.slice(0, queryStart)}?${names.join('&')}`;
}

/**
 * One line per request, as before, but only what finding a request needs: serialising and
 * redacting every header of every request was a visible share of a request's CPU, and headers
 * carry the cookies and addresses that should not be kept anyway. pino-http adds responseTime.
 * They are given the request and response themselves (see requestLogOptions), so the URL is the
 * original one: Express shortens `url` below the path a middleware is mounted on.
 */
export const requestLogSerializers = {
  req: (req: { id?: unknown; method?: string; url?: string; originalUrl?: string }) => ({
    id: req.id,
    method: req.method,
    url: urlForLog(req.originalUrl ?? req.url),
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

export function requestLogOptions(level: string): Options {
  return {
    level,
    serializers: requestLogSerializers,
    // pino-http would otherwise pass them pino's standard copies, built for every request with all
    // its headers (and every response header) only for these serializers to keep three fields.
    wrapSerializers: false,
    // Still on, for any header a later change lets through.
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
