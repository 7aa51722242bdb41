/**
 * The id of the `<script type="application/json">` in which the server that sends a page names its
 * signed-in requester (a CurrentUserResponse), for the shell to start from instead of asking
 * (docs/requirements.md, "API: GET /api/session"). A subpath of its own: the shell's first load
 * takes only this string, not another export of the shared main entry.
 */
export const SESSION_SCRIPT_ID = 'sahha-session';
