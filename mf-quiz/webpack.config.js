const { createRemoteConfig } = require('../libs/mf-runtime/webpack/create-config');

module.exports = createRemoteConfig({ appRoot: __dirname, name: 'mf_quiz' });
