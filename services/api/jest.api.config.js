// API tests boot the real app against real databases (SQLite always, MariaDB when MYSQL_TEST_URL is set).
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api-e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.api-spec.ts'],
  // A hook boots an app (two, for the replica suites): in two jest workers each gets half the
  // machine, and on a loaded 2-core machine a boot took over 30 s. This only bounds a hang.
  testTimeout: 60000,
};
