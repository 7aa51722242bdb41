// react-router 7 needs the encoders jsdom leaves out.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// jsdom has no fetch. Tests that talk to the API stub it; anything else fails loudly, not silently.
if (typeof globalThis.fetch !== 'function') {
  globalThis.fetch = () => Promise.reject(new Error('fetch is not stubbed in this test'));
}
