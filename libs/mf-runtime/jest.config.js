module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'mf-runtime',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/jsdom-setup.js'],
};
