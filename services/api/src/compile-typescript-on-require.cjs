// Lets a plain Node process or worker thread require the API's TypeScript sources, where jest's
// transform does not reach: the screening worker run from source (jest, the build bundles it
// instead) and tests that start the API as a real process. Each .ts file is compiled as Node
// requires it, with @swc/core and the settings of jest.preset.js. @sahha/* resolve through the
// workspace links in node_modules, whose package exports point at the sources.
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

// Node tries .js, .json and .node before an extension added here: a .ts module must never share
// its name with a .json file beside it, or `require('./x')` loads the data instead of the code.
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...SWC_OPTIONS, filename });
  module._compile(code, filename);
};
