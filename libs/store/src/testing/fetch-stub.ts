import { api } from '../api';
import { createAppStore, type AppStore } from '../store';

/** A JSON answer; a string body goes as it is (a server's plain-text error, an empty 201). */
export function jsonReply(status: number, body: unknown = ''): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export interface FetchStub {
  /** What the base query sent since the last `respond`, the CSRF token requests included. */
  readonly requests: Request[];
  /** The requests other than the CSRF token's. */
  apiRequests(): Request[];
  /** How many CSRF tokens were handed out; the n-th is `token-n`. */
  readonly csrfTokensIssued: number;
  /** Answers every request but the CSRF token's with `handler` (and forgets the earlier requests). */
  respond(handler: (request: Request) => Response): void;
  /** A store as the shell creates it; its cache is reset after the test, so jest can exit. */
  createStore(): AppStore;
}

/**
 * For specs of RTK Query endpoints under `@jest-environment node` (jsdom has no fetch, Request or
 * Response): the real base query runs, CSRF included, against a stubbed fetch. Call it in a
 * describe block; it sets the globals up and puts them back itself.
 */
export function setUpFetchStub(): FetchStub {
  const NodeRequest = globalThis.Request;
  const originalFetch = globalThis.fetch;
  let stores: AppStore[] = [];
  const stub = {
    requests: [] as Request[],
    csrfTokensIssued: 0,
    apiRequests: () => stub.requests.filter((request) => !isCsrfTokenRequest(request)),
    respond(handler: (request: Request) => Response) {
      stub.requests = [];
      stub.csrfTokensIssued = 0;
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
        const request = input as Request;
        stub.requests.push(request);
        if (isCsrfTokenRequest(request)) return jsonReply(200, { token: `token-${++stub.csrfTokensIssued}` });
        return handler(request);
      }) as unknown as typeof fetch;
    },
    createStore() {
      const store = createAppStore();
      stores.push(store);
      return store;
    },
  };

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
    for (const store of stores) store.dispatch(api.util.resetApiState());
    stores = [];
  });

  return stub;
}

function isCsrfTokenRequest(request: Request): boolean {
  return request.url.endsWith('/api/csrf-token');
}
