import { Fragment } from 'react';
import type { MarkedText as MarkedTextValue, SearchHighlight } from '@sahha/contracts';

export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * Cuts text into plain and marked parts from the API's ranges. Ranges out of order, overlapping
 * or outside the text are clamped or skipped, so a bad range can never drop or repeat text.
 */
export function splitMarked(text: string, highlights: readonly SearchHighlight[]): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const { start, end } of [...highlights].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, cursor);
    const to = Math.min(end, text.length);
    if (to <= from) continue;
    if (from > cursor) parts.push({ text: text.slice(cursor, from), marked: false });
    parts.push({ text: text.slice(from, to), marked: true });
    cursor = to;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), marked: false });
  return parts;
}

/** Text with the query's words in <mark>; React escapes every part, nothing is parsed as HTML. */
export function MarkedText({ value }: { value: MarkedTextValue }) {
  return (
    <>
      {splitMarked(value.text, value.highlights).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
