import { SESSION_SCRIPT_ID } from '@sahha/contracts/page-session';
import { createAppStore } from '@sahha/store';

/**
 * The store, starting from who is signed in when the server that sent the page said so
 * (docs/requirements.md, "API: GET /api/session"): a member's header is signed in on its first
 * render, with no request. Without it (static hosting, the compose deployment's nginx) the header
 * asks GET /api/session as before.
 */
export function createPageStore() {
  const answer = document.getElementById(SESSION_SCRIPT_ID)?.textContent;
  return createAppStore(answer && JSON.parse(answer));
}
