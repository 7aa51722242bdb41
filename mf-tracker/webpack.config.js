const { createFrontendConfig } = require('../libs/mf-runtime/webpack/create-config');

module.exports = createFrontendConfig({
  appRoot: __dirname,
  name: 'mf_tracker',
  outputFolder: 'mf-tracker',
  publicPath: 'auto',
  exposes: {
    './routes': './src/routes.tsx',
    // The home dashboard's reminder card (docs/requirements.md, "Route: / check-in reminder"), owned by the tracker team.
    './checkin-reminder': './src/check-in/check-in-reminder.tsx',
  },
});
