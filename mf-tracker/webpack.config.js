const { createRemoteConfig } = require('../libs/mf-runtime/webpack/create-config');

module.exports = createRemoteConfig({
  appRoot: __dirname,
  name: 'mf_tracker',
  exposes: {
    // The home dashboard's reminder card (docs/requirements.md, "Route: / check-in reminder"), owned by the tracker team.
    './checkin-reminder': './src/check-in/check-in-reminder.tsx',
  },
});
