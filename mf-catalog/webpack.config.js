const { createFrontendConfig } = require('../libs/mf-runtime/webpack/create-config');

module.exports = createFrontendConfig({
  appRoot: __dirname,
  name: 'mf_catalog',
  outputFolder: 'mf-catalog',
  publicPath: 'auto',
  exposes: { './routes': './src/routes.tsx' },
});
