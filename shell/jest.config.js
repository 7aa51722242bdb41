module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'shell',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/jsdom-setup.js'],
};
