// react-router 7 needs the encoders jsdom leaves out.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// jsdom has no fetch. Tests that talk to the API stub it; anything else fails loudly, not silently.
if (typeof globalThis.fetch !== 'function') {
  globalThis.fetch = () => Promise.reject(new Error('fetch is not stubbed in this test'));
}

// A data router (createMemoryRouter) builds a Request for every navigation and jsdom has none.
// Screens under test have no loaders, so url, method and signal are all it reads.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  };
}
