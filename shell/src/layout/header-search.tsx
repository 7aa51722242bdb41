import { type FormEvent, type Ref, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_PAGE_PATH, SEARCH_QUERY_MAX_LENGTH } from '@sahha/contracts';
import { VisuallyHidden } from '@sahha/ui';
import styled from 'styled-components';

export const HEADER_SEARCH_LABEL = 'Search the site';
/** The key that focuses the header's search field, as on many sites. */
export const SEARCH_SHORTCUT_KEY = '/';

const StyledSearchForm = styled.form`
  display: flex;

  input {
    width: 100%;
    min-height: 40px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** True while the user is typing somewhere, where '/' is a character and not the shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

export interface HeaderSearchProps {
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled field that opens /search?q=…; the results page shows the query in its own field. */
export function HeaderSearch({ inputRef, className }: HeaderSearchProps) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    navigate(trimmed ? `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q: trimmed })}` : SEARCH_PAGE_PATH);
    setQuery('');
  };

  return (
    <StyledSearchForm role="search" className={className} onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {HEADER_SEARCH_LABEL}
      </VisuallyHidden>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        placeholder="Search"
        title="Search the site (press / to jump here)"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts={SEARCH_SHORTCUT_KEY}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </StyledSearchForm>
  );
}
