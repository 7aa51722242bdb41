module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-content',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/jsdom-setup.js'],
};
