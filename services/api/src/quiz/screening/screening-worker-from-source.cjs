// The screening worker run from its TypeScript source: jest and any other run of the API from
// source (the build bundles ./screening-worker.ts as dist/api/screening-worker.js instead). A
// worker thread is a fresh Node without jest's transform.
require('../../compile-typescript-on-require.cjs');

module.exports = require('./screening-worker.ts');
