/** Every non-ok response becomes an error whose message is "{status}: {body or statusText}" (docs/requirements.md, "Site: errors from API calls"). */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  /** Parsed JSON body when there was one, so screens can read field messages. */
  data?: unknown;
}

export function formatHttpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText.length > 0 ? bodyText : statusText}`;
}

/** The server's own message (e.g. 'Invalid email or password') when the body carries one. */
export function serverMessageOf(error: unknown): string | undefined {
  const data = (error as ApiError | undefined)?.data as { message?: unknown } | undefined;
  if (typeof data?.message === 'string') return data.message;
  if (Array.isArray(data?.message) && typeof data.message[0] === 'string') return data.message.join(', ');
  return undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}
