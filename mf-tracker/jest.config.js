module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-tracker',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/jsdom-setup.js'],
};
