import type { CurrentUserResponse, User } from '@sahha/contracts';
import { SESSION_SCRIPT_ID } from '@sahha/contracts/page-session';

/** A page that names its requester is theirs alone: no shared cache may keep it, no browser cache either. */
export const SIGNED_IN_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * JSON that cannot leave a script element: `<` (so no `</script>` or `<!--`), `>` and `&` become
 * JSON escapes, which JSON.parse reads back as the same characters. A name is user-controlled.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The page with who is signed in, the GET /api/session answer, for the shell to start from
 * (docs/requirements.md, "API: GET /api/session"): a member's header is signed in on its first
 * render with no request. A type the browser does not run needs no CSP nonce. Only the public user
 * goes in, never the session; a visitor's page is left as it was, and the shell asks.
 */
export function withSignedInUser(html: string, user: User | null): string {
  if (user === null || !html.includes('</head>')) return html;
  const answer: CurrentUserResponse = { success: true, user };
  // A function, not a replacement string: `$'` or `$&` in a name would otherwise copy parts of the page.
  return html.replace('</head>', () => `<script type="application/json" id="${SESSION_SCRIPT_ID}">${jsonForScriptElement(answer)}</script></head>`);
}
