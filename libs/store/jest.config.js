// Node's own fetch/Request/Response exercise the base query for real; jsdom lacks them.
module.exports = { ...require('../../jest.preset.js'), displayName: 'store', testEnvironment: 'node' };
