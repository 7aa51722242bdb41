// `npm test` runs every unit suite in one jest process; each project keeps its own config so
// `npx nx test <project>` still works alone.
module.exports = {
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/store',
    '<rootDir>/libs/ui',
    '<rootDir>/libs/mf-runtime',
    '<rootDir>/shell',
    '<rootDir>/mf-quiz',
    '<rootDir>/mf-tracker',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-content',
    '<rootDir>/mf-admin',
    '<rootDir>/services/api',
    '<rootDir>/tools',
  ],
};
