/**
 * @jest-environment node
 */
// Node's fetch/Request/Response run the real base query; jsdom has none of them.
import { createAppStore } from '@sahha/store';
import { searchApi } from './search-api';

const NodeRequest = globalThis.Request;

describe('search endpoint', () => {
  const originalFetch = globalThis.fetch;
  let requests: Request[];

  beforeAll(() => {
    // The browser resolves '/api/...' against the page; Node's Request needs an absolute URL.
    globalThis.Request = class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    } as typeof Request;
  });

  afterAll(() => {
    globalThis.Request = NodeRequest;
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  function stubFetch(status: number, body: unknown) {
    requests = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      requests.push(input as Request);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
  }

  it('GETs /api/search with the query encoded in q', async () => {
    const response = { success: true, query: 'vitamin d & zinc', total: 0, groups: [] };
    stubFetch(200, response);
    const result = await createAppStore().dispatch(searchApi.endpoints.search.initiate('vitamin d & zinc'));
    expect(result.data).toEqual(response);
    const url = new URL(requests[0].url);
    expect(requests[0].method).toBe('GET');
    expect(url.pathname).toBe('/api/search');
    expect(url.searchParams.getAll('q')).toEqual(['vitamin d & zinc']);
  });

  it("keeps the API's field message on a 400", async () => {
    stubFetch(400, { statusCode: 400, message: ['Search for at most 100 characters'], error: 'Bad Request' });
    const result = await createAppStore().dispatch(searchApi.endpoints.search.initiate('x'));
    expect(result.error).toMatchObject({ status: 400, data: { message: ['Search for at most 100 characters'] } });
  });
});
