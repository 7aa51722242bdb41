module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'ui',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/jsdom-setup.js'],
};
