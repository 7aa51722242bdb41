module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  testEnvironment: 'node',
  // Unit tests under src, and the safety persona suite (test/safety-personas: no database). The
  // rest of test/ is the API tests of jest.api.config.js (*.api-spec.ts, real databases).
  roots: ['<rootDir>/src', '<rootDir>/test/safety-personas'],
};
