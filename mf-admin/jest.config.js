module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-admin',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/jsdom-setup.js'],
};
