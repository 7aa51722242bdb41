import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse } from '@sahha/contracts';
import { renderPage } from '@sahha/store/testing';
import { useSearchQuery } from './search-api';
import SearchPage, { SEARCH_TEXTS } from './search-page';

jest.mock('./search-api', () => ({ useSearchQuery: jest.fn() }));

type HookResult = ReturnType<typeof useSearchQuery>;

const vitaminD: SearchResponse = {
  success: true,
  query: 'vitamin d',
  total: 3,
  groups: [
    {
      kind: 'product',
      label: 'Products',
      results: [
        {
          kind: 'product',
          id: 'vitamin-d',
          url: '/products/vitamin-d',
          title: { text: 'Vitamin D3', highlights: [{ start: 0, end: 7 }, { start: 8, end: 9 }] },
          snippet: { text: 'Vitamin D3 helps the body absorb calcium.', highlights: [{ start: 0, end: 7 }] },
        },
      ],
    },
    {
      kind: 'article',
      label: 'Articles',
      results: [
        {
          kind: 'article',
          id: 'why-tired',
          url: '/blog/why-tired',
          title: { text: 'Why Am I Always Tired?', highlights: [] },
          snippet: { text: '…low in iron, vitamin D or B12…', highlights: [{ start: 14, end: 21 }, { start: 22, end: 23 }] },
          publishDate: '2025-01-06',
        },
        {
          kind: 'article',
          id: 'odd',
          url: '/blog/odd',
          title: { text: '<img src=x onerror=alert(1)>', highlights: [] },
          snippet: { text: '', highlights: [] },
          publishDate: '2024-12-26',
        },
      ],
    },
  ],
};

function mockHook(resultFor: (query: string) => Partial<HookResult>) {
  jest.mocked(useSearchQuery).mockImplementation(
    (query) => ({ data: undefined, error: undefined, isFetching: false, ...resultFor(query as string) }) as HookResult,
  );
}

const open = (url: string) => renderPage(<SearchPage />, { path: '/search', url, user: null });

describe('SearchPage', () => {
  beforeEach(() => jest.mocked(useSearchQuery).mockReset());

  it('asks for a query, suggests searches and links to the quiz and blog when the query is empty', async () => {
    mockHook(() => ({}));
    await open('/search');
    expect(screen.getByRole('heading', { level: 1, name: SEARCH_TEXTS.heading })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: SEARCH_TEXTS.label })).toHaveValue('');
    expect(screen.getByText(SEARCH_TEXTS.emptyQuery)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'vitamin D' })).toHaveAttribute('href', '/search?q=vitamin+D');
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '/quiz');
    expect(screen.getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/blog');
    expect(jest.mocked(useSearchQuery)).toHaveBeenLastCalledWith('', { skip: true });
  });

  it('searches the query in the address and shows results grouped with counts and marked words', async () => {
    mockHook((query) => (query === 'vitamin d' ? { data: vitaminD } : {}));
    await open('/search?q=vitamin%20d');
    expect(screen.getByRole('searchbox', { name: SEARCH_TEXTS.label })).toHaveValue('vitamin d');
    expect(screen.getByRole('status')).toHaveTextContent('3 results for “vitamin d”');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Products (1)', 'Articles (2)']);

    const products = screen.getByRole('region', { name: 'Products (1)' });
    // jsdom counts <mark> as a block for the accessible name ('Vitamin D 3'); browsers say 'Vitamin D3'.
    const product = within(products).getByRole('link', { name: /^Vitamin D ?3$/ });
    expect(product).toHaveAttribute('href', '/products/vitamin-d');
    expect([...product.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Vitamin', 'D']);

    const articles = screen.getByRole('region', { name: 'Articles (2)' });
    expect(within(articles).getByText('6 January 2025')).toHaveAttribute('dateTime', '2025-01-06');
    expect([...articles.querySelectorAll('p mark')].map((mark) => mark.textContent)).toEqual(['vitamin', 'D']);
    // Titles are text, never markup.
    expect(within(articles).getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('main img, [role="region"] img')).toBeNull();
  });

  it('keeps a new query in the address, so the results can be shared', async () => {
    const user = userEvent.setup();
    mockHook(() => ({}));
    const { router } = await open('/search?q=iron');
    const field = screen.getByRole('searchbox', { name: SEARCH_TEXTS.label });
    await user.clear(field);
    await user.type(field, '  vitamin d {Enter}');
    expect(router.state.location.search).toBe('?q=vitamin+d');
    expect(jest.mocked(useSearchQuery)).toHaveBeenLastCalledWith('vitamin d', { skip: false });

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: SEARCH_TEXTS.submit }));
    expect(router.state.location.search).toBe('');
  });

  it('says so politely while searching', async () => {
    mockHook(() => ({ isFetching: true }));
    await open('/search?q=iron');
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_TEXTS.searching);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('explains an empty result and offers ways on', async () => {
    mockHook((query) => ({ data: { success: true, query, total: 0, groups: [] } }));
    await open('/search?q=zzz');
    expect(screen.getByRole('status')).toHaveTextContent('0 results for “zzz”');
    expect(screen.getByText(SEARCH_TEXTS.noResults('zzz'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '/quiz');
    expect(screen.getByRole('link', { name: 'Staying Strong guide' })).toHaveAttribute('href', '/staying-strong');
  });

  it("shows the server's message when the search fails", async () => {
    mockHook(() => ({ error: { status: 400, message: '400: Bad Request', data: { message: ['Search for at most 100 characters'] } } }));
    await open('/search?q=iron');
    expect(screen.getByRole('alert')).toHaveTextContent('Search for at most 100 characters');
  });

  it('cuts an over-long query from a hand-edited address to the limit instead of failing', async () => {
    mockHook(() => ({}));
    await open(`/search?q=${'a'.repeat(150)}`);
    expect(jest.mocked(useSearchQuery)).toHaveBeenLastCalledWith('a'.repeat(100), { skip: false });
  });

  it('asks search engines not to index result pages', async () => {
    mockHook(() => ({}));
    await open('/search?q=iron');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.title).toBe('Search: iron | Sahha');
  });
});
