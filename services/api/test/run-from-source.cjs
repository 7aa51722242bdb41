// Runs the API's own entry (src/main.ts) from its TypeScript source in a plain Node process, as
// `node dist/api/main.js` runs the bundle: for tests of what only a real process shows (several
// API workers, node:cluster forks this same file again for each). Each .ts file is compiled as
// Node requires it, with @swc/core and the settings of jest.preset.js, like the screening worker's
// bootstrap (src/quiz/screening/screening-worker-from-source.cjs).
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...SWC_OPTIONS, filename });
  module._compile(code, filename);
};

require('../src/main.ts');
