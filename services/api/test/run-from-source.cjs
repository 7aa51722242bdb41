// Runs the API's own entry (src/main.ts) from its TypeScript source in a plain Node process, as
// `node dist/api/main.js` runs the bundle: for tests of what only a real process shows (several
// API workers, node:cluster forks this same file again for each).
require('../src/compile-typescript-on-require.cjs');

require('../src/main.ts');
