/**
 * @jest-environment node
 */
// Node's fetch/Request/Response run the real base query (CSRF included); jsdom has none of them.
import { CSRF_HEADER } from '@sahha/contracts';
import { createAppStore } from '@sahha/store';
import { feedbackApi } from './feedback-api';

const NodeRequest = globalThis.Request;

function reply(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

describe('submitFeedback', () => {
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

  function stubFetch(feedbackStatus: number, feedbackBody = '') {
    requests = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      requests.push(request);
      if (request.url.endsWith('/api/csrf-token')) return reply(200, JSON.stringify({ token: 't0k3n' }));
      return reply(feedbackStatus, feedbackBody);
    }) as unknown as typeof fetch;
  }

  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('POSTs rating, comment and email as JSON with the CSRF header; an empty body is success', async () => {
    stubFetch(201);
    const store = createAppStore();
    const result = await store.dispatch(
      feedbackApi.endpoints.submitFeedback.initiate({ rating: 4, comment: 'Nice', email: '' }),
    );
    expect('error' in result).toBe(false);
    const post = requests.find((request) => request.method === 'POST') as Request;
    expect(new URL(post.url).pathname).toBe('/api/feedback');
    expect(post.headers.get(CSRF_HEADER)).toBe('t0k3n');
    expect(await post.json()).toEqual({ rating: 4, comment: 'Nice', email: '' });
  });

  it('reports a non-ok response as an error', async () => {
    stubFetch(500, 'Internal error');
    const store = createAppStore();
    const result = await store.dispatch(
      feedbackApi.endpoints.submitFeedback.initiate({ rating: 2, comment: '', email: '' }),
    );
    expect('error' in result && result.error).toMatchObject({ status: 500, message: '500: Internal error' });
  });
});
