const MARKUP_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for an HTML or XML element or a quoted attribute value. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (character) => MARKUP_ESCAPES[character] ?? character);
}
