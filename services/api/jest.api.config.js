// API tests boot the real app against real databases (SQLite always, MariaDB when MYSQL_TEST_URL is set).
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api-e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.api-spec.ts'],
  testTimeout: 30000,
};
