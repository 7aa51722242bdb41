// Bundles the API (and the admin-grant CLI, the migrate job, the catalog import job and the screening worker) into
// dist/api. Packages stay in node_modules (native drivers such as better-sqlite3 and argon2
// cannot be bundled); only the @sahha/* sources are inlined.
// Because every package is external, the optional drivers Nest and TypeORM probe with require()
// (pg, oracledb, @nestjs/microservices, ...) never reach webpack and need no IgnorePlugin.
const path = require('node:path');
const nodeExternals = require('webpack-node-externals');

const repoRoot = path.resolve(__dirname, '../..');

module.exports = {
  target: 'node',
  mode: 'production',
  context: __dirname,
  entry: {
    main: './src/main.ts',
    'admin-grant': './src/users/admin-grant.ts',
    migrate: './src/database/migrate.ts',
    'catalog-import': './src/catalog/admin/catalog-import.ts',
    // The free-text screening's worker threads (quiz/screening/screening-pool.ts) load this file
    // from beside main.js; Piscina calls its exports by name, so it is a CommonJS module.
    'screening-worker': { import: './src/quiz/screening/screening-worker.ts', library: { type: 'commonjs2' } },
  },
  output: {
    path: path.join(repoRoot, 'dist/api'),
    filename: '[name].js',
    clean: true,
  },
  // Read by `node --enable-source-maps`, so production stack traces point at the TypeScript.
  devtool: 'source-map',
  // Readable output; Nest's messages and TypeORM's metadata use class names.
  optimization: { minimize: false },
  node: { __dirname: false, __filename: false },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    alias: {
      // `$`: exact match only, so deep entries (@sahha/contracts/content-library/…) resolve below.
      '@sahha/contracts$': path.join(repoRoot, 'libs/contracts/src/index.ts'),
      '@sahha/contracts/content-library': path.join(repoRoot, 'libs/contracts/src/content-library'),
      '@sahha/contracts/account$': path.join(repoRoot, 'libs/contracts/src/account/index.ts'),
      '@sahha/contracts/quiz$': path.join(repoRoot, 'libs/contracts/src/quiz.ts'),
      '@sahha/contracts/time$': path.join(repoRoot, 'libs/contracts/src/time/gulf-time.ts'),
      '@sahha/contracts/outbound-links$': path.join(repoRoot, 'libs/contracts/src/outbound-links.ts'),
      '@sahha/contracts/price-freshness$': path.join(repoRoot, 'libs/contracts/src/price-freshness.ts'),
      '@sahha/contracts/catalog-admin$': path.join(repoRoot, 'libs/contracts/src/catalog-admin.ts'),
      '@sahha/contracts/price-alerts$': path.join(repoRoot, 'libs/contracts/src/price-alerts.ts'),
      '@sahha/contracts/page-session$': path.join(repoRoot, 'libs/contracts/src/page-session.ts'),
    },
  },
  externalsPresets: { node: true },
  externals: [
    nodeExternals({ modulesDir: path.join(repoRoot, 'node_modules'), allowlist: [/^@sahha\//] }),
  ],
  module: {
    // Left as Node's own: the server bundles' loader (static-site/server-rendered-pages.ts) gives each
    // bundle a require of its folder, which webpack would otherwise replace with undefined.
    parser: { javascript: { createRequire: false } },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
              keepClassNames: true,
              target: 'es2022',
            },
          },
        },
      },
    ],
  },
};
