/**
 * What a chosen name may not hold: control characters (line breaks and tabs among them), the line
 * and paragraph separators, and the bidi embedding, override and isolate controls. A name is shown
 * on one line, on pages and in the greeting of every e-mail, so it must not start a line of its own
 * or reorder the text around it. Joiners (ZWJ, ZWNJ) stay: Persian and Arabic-script names and
 * emoji use them, and they move nothing.
 */
export const NAME_FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

/** True for a name without NAME_FORBIDDEN_CHARACTERS; the forms and the API use the same rule. */
export function isSingleLineName(value: string): boolean {
  return !NAME_FORBIDDEN_CHARACTERS.test(value);
}
