module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-catalog',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/jsdom-setup.js'],
};
