/**
 * jsdom has no fetch API, but a data router (createMemoryRouter) builds a `Request` for every
 * navigation. Pages here have no loaders, so url, method and signal are all it reads.
 */
if (typeof globalThis.Request === 'undefined') {
  class MinimalRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;

    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  globalThis.Request = MinimalRequest as unknown as typeof Request;
}

export {};
