import { screen, waitFor } from '@testing-library/react';
import { SESSION_SCRIPT_ID } from '@sahha/contracts/page-session';
import { api } from '@sahha/store';
import { PENDING_CONTENT_SELECTOR } from '@sahha/ui';
import { Header } from '../layout/header';
import { layla, renderWithStore } from '../testing/render-shell';
import { createPageStore } from './page-session';

/** The page as the server sends it to a member: the answer in a script element, `<` as a JSON escape. */
function pageNaming(json: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SESSION_SCRIPT_ID;
  script.textContent = json;
  document.head.append(script);
}

describe('createPageStore', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  let store: ReturnType<typeof createPageStore> | undefined;

  beforeEach(() => {
    fetchMock = jest.fn(() => new Promise<Response>(() => undefined));
    global.fetch = fetchMock;
  });

  afterEach(() => {
    global.fetch = realFetch;
    document.getElementById(SESSION_SCRIPT_ID)?.remove();
    // Drops the cache's removal timers (kept for weeks by keepUnusedDataFor), so jest can exit.
    store?.dispatch(api.util.resetApiState());
  });

  function renderHeader() {
    store = createPageStore();
    return renderWithStore(<Header />, store);
  }

  it('starts from the member the page names: the first render is signed in and nothing asks /api/session', async () => {
    const name = 'Layla </script><b>Ahmed</b>';
    pageNaming(JSON.stringify({ success: true, user: { ...layla, name } }).replace(/</g, '\\u003c'));
    const { container } = renderHeader();
    // jsdom matches no media query: the desktop-only avatar counts as hidden.
    expect(screen.getByRole('button', { name: `Account menu for ${name}`, hidden: true })).toBeInTheDocument();
    expect(container.querySelector(PENDING_CONTENT_SELECTOR)).toBeNull();
    expect(api.endpoints.getCurrentUser.select()(store!.getState()).data).toEqual({ success: true, user: { ...layla, name } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks GET /api/session when the page names no one (static hosting, the compose deployment)', async () => {
    const { container } = renderHeader();
    expect(container.querySelector(PENDING_CONTENT_SELECTOR)).not.toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0] as [Request])[0].url).toBe('/api/session');
  });
});
