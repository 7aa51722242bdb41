// One jest setup for every project: SWC transpiles TS/TSX (with Nest's decorator metadata) and
// @sahha/* resolves to library sources, exactly as webpack does in the apps.
const path = require('node:path');

const libs = ['contracts', 'store', 'ui', 'mf-runtime'];

module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            useDefineForClassFields: false,
            react: { runtime: 'automatic' },
          },
          keepClassNames: true,
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@sahha/store/testing$': path.join(__dirname, 'libs/store/src/testing/index.ts'),
    '^@sahha/contracts/schemas$': path.join(__dirname, 'libs/contracts/src/schemas/index.ts'),
    '^@sahha/contracts/account$': path.join(__dirname, 'libs/contracts/src/account/index.ts'),
    '^@sahha/contracts/quiz$': path.join(__dirname, 'libs/contracts/src/quiz.ts'),
    '^@sahha/contracts/time$': path.join(__dirname, 'libs/contracts/src/time/gulf-time.ts'),
    '^@sahha/contracts/gulf-day$': path.join(__dirname, 'libs/contracts/src/time/gulf-day.ts'),
    '^@sahha/contracts/outbound-links$': path.join(__dirname, 'libs/contracts/src/outbound-links.ts'),
    '^@sahha/contracts/price-freshness$': path.join(__dirname, 'libs/contracts/src/price-freshness.ts'),
    '^@sahha/contracts/catalog-admin$': path.join(__dirname, 'libs/contracts/src/catalog-admin.ts'),
    '^@sahha/contracts/price-alerts$': path.join(__dirname, 'libs/contracts/src/price-alerts.ts'),
    '^@sahha/contracts/page-session$': path.join(__dirname, 'libs/contracts/src/page-session.ts'),
    '^@sahha/contracts/server-render$': path.join(__dirname, 'libs/contracts/src/server-render.ts'),
    '^@sahha/ui/charts$': path.join(__dirname, 'libs/ui/src/charts/index.ts'),
    '^@sahha/ui/mixins$': path.join(__dirname, 'libs/ui/src/mixins/index.ts'),
    '^@sahha/ui/select$': path.join(__dirname, 'libs/ui/src/select/index.ts'),
    '^@sahha/ui/save-file$': path.join(__dirname, 'libs/ui/src/save-file/index.ts'),
    '^@sahha/contracts/content-library/(.+)$': path.join(__dirname, 'libs/contracts/src/content-library/$1'),
    ...Object.fromEntries(libs.map((lib) => [`^@sahha/${lib}$`, path.join(__dirname, 'libs', lib, 'src/index.ts')])),
    '\\.(css|svg|png|webp|avif|woff2?)$': path.join(__dirname, 'tools/jest/file-stub.js'),
  },
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
