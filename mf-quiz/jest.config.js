module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-quiz',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/jsdom-setup.js'],
};
