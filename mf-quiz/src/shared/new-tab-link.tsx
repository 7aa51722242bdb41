import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '@sahha/ui';

/** An outbound link opening in a new tab; the accessible name stays the visible text. */
export function NewTabLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  const noteId = useId();
  return (
    <>
      <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby={noteId} aria-label={label}>
        {children}
      </a>
      <VisuallyHidden id={noteId}>Opens in a new tab</VisuallyHidden>
    </>
  );
}
