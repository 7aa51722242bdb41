import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SEARCH_PAGE_PATH, SEARCH_QUERY_MAX_LENGTH, type SearchGroup } from '@sahha/contracts';
import { formatGulf } from '@sahha/contracts/time';
import { type ApiError, serverMessageOf } from '@sahha/store';
import { Button, Card, Container } from '@sahha/ui';
import { stackListCss } from '@sahha/ui/mixins';
import { useHeadTags } from '../shared/use-head-tags';
import { StyledPage, StyledPageHeader } from '../shared/page-layout';
import { MarkedText } from './marked-text';
import { useSearchQuery } from './search-api';

export const SEARCH_TEXTS = {
  heading: 'Search',
  intro: 'Find products, articles, the Staying Strong guide and answers to common questions.',
  label: 'Search Sahha',
  submit: 'Search',
  searching: 'Searching…',
  emptyQuery: 'Type a word or two to search, for example a supplement or what you want help with.',
  noResults: (query: string) => `No results for “${query}”.`,
  noResultsHelp: 'Check the spelling, try a shorter or more general word, or start from one of these pages:',
  resultCount: (total: number, query: string) => `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`,
  error: 'Search is not available right now. Please try again in a moment.',
} as const;

/** Starting points when there is nothing to show; each is a search anyone can share. */
export const SEARCH_SUGGESTIONS = ['vitamin D', 'sleep', 'iron', 'omega-3', 'magnesium'];

const searchUrl = (query: string) => `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q: query })}`;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin-bottom: ${({ theme }) => theme.space(6)};

  label {
    flex-basis: 100%;
    font-weight: 600;
  }

  input {
    flex: 1 1 16rem;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const StyledStatus = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledGroup = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledResults = styled.ol`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.readableWidth};
`;

const StyledResult = styled(Card)`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  mark {
    background: ${({ theme }) => theme.colors.cautionBg};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    border-radius: 2px;
  }
`;

const StyledHelp = styled.div`
  max-width: ${({ theme }) => theme.layout.readableWidth};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    padding: 0;
    list-style: none;
  }
`;

const StyledAlert = styled.p`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.text};
`;

function ResultGroup({ group }: { group: SearchGroup }) {
  const headingId = useId();
  return (
    <StyledGroup aria-labelledby={headingId}>
      <h2 id={headingId}>
        {group.label} ({group.results.length})
      </h2>
      <StyledResults>
        {group.results.map((result) => (
          <li key={result.id}>
            <StyledResult as="article">
              <h3>
                <Link to={result.url}>
                  <MarkedText value={result.title} />
                </Link>
              </h3>
              {result.publishDate ? (
                <p>
                  <time dateTime={result.publishDate}>{formatGulf(result.publishDate, 'dayMonthYear')}</time>
                </p>
              ) : null}
              <p>
                <MarkedText value={result.snippet} />
              </p>
            </StyledResult>
          </li>
        ))}
      </StyledResults>
    </StyledGroup>
  );
}

function Suggestions() {
  return (
    <StyledHelp>
      <ul aria-label="Suggested searches">
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link to={searchUrl(suggestion)}>{suggestion}</Link>
          </li>
        ))}
      </ul>
      <p>
        Not sure where to start? <Link to="/quiz">Take the quiz</Link> for a personal plan, read the <Link to="/blog">blog</Link>{' '}
        or browse the <Link to="/staying-strong">Staying Strong guide</Link> and the <Link to="/faq">FAQ</Link>.
      </p>
    </StyledHelp>
  );
}

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  // The API refuses longer queries; a hand-edited URL is cut to the limit instead of failing.
  const query = urlQuery.trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
  const [draft, setDraft] = useState(urlQuery);
  const inputId = useId();

  // The header's field and the back button change the URL under a mounted page.
  useEffect(() => setDraft(urlQuery), [urlQuery]);

  const { data, error, isFetching } = useSearchQuery(query, { skip: query === '' });
  const current = query !== '' && data?.query === query ? data : undefined;

  useHeadTags({
    title: query ? `Search: ${query} | Sahha` : 'Search | Sahha',
    // Result pages are endless and thin; engines should follow the links, not index the pages.
    meta: [
      { name: 'robots', content: 'noindex, follow' },
      { name: 'description', content: SEARCH_TEXTS.intro },
    ],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  let status = '';
  if (query && isFetching) status = SEARCH_TEXTS.searching;
  else if (current) status = SEARCH_TEXTS.resultCount(current.total, query);

  return (
    <StyledPage>
      <Container>
        <StyledPageHeader>
          <h1>{SEARCH_TEXTS.heading}</h1>
          <p>{SEARCH_TEXTS.intro}</p>
        </StyledPageHeader>

        <StyledForm role="search" onSubmit={submit}>
          <label htmlFor={inputId}>{SEARCH_TEXTS.label}</label>
          <input
            id={inputId}
            type="search"
            name="q"
            value={draft}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{SEARCH_TEXTS.submit}</Button>
        </StyledForm>

        <StyledStatus role="status" aria-live="polite">
          {status}
        </StyledStatus>

        {query === '' ? (
          <>
            <p>{SEARCH_TEXTS.emptyQuery}</p>
            <Suggestions />
          </>
        ) : error && !isFetching ? (
          <StyledAlert role="alert">{serverMessageOf(error) ?? (error as ApiError).message ?? SEARCH_TEXTS.error}</StyledAlert>
        ) : current && current.total === 0 ? (
          <>
            <p>
              <strong>{SEARCH_TEXTS.noResults(query)}</strong> {SEARCH_TEXTS.noResultsHelp}
            </p>
            <Suggestions />
          </>
        ) : (
          <div aria-busy={isFetching}>
            {current?.groups.map((group) => (
              <ResultGroup key={group.kind} group={group} />
            ))}
          </div>
        )}
      </Container>
    </StyledPage>
  );
}
