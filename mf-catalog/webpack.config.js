const { createRemoteConfig, createRemoteServerConfig } = require('../libs/mf-runtime/webpack/create-config');

const browser = createRemoteConfig({ appRoot: __dirname, name: 'mf_catalog' });
// The product page is rendered on the server too (ARCHITECTURE.md, "Serving"): its server bundle is built with every browser build.
const server = createRemoteServerConfig({ appRoot: __dirname, name: 'mf_catalog', serverEntry: './src/server.tsx' });

module.exports = (env, argv) => [browser(env, argv), server(env, argv)];
