import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-quiz', 'mf-tracker', 'mf-catalog', 'mf-content', 'mf-admin'];
const APPS = ['shell', ...REMOTES];

/**
 * The architecture rule of ARCHITECTURE.md: a remote imports only @sahha/* libs and packages,
 * never the shell or another remote; libs never import apps. Relative paths that climb into
 * another app are caught as well as package names.
 */
export function boundaryRule(ownApp) {
  const others = APPS.filter((app) => app !== ownApp).join('|');
  return [
    'error',
    {
      patterns: [
        {
          regex: `^@sahha/(${others})(/|$)`,
          message: 'Apps may import only @sahha/* libraries and packages, never another app.',
        },
        {
          regex: `(^|/)\\.\\./(.*/)?(${others})(/|$)`,
          message: 'Apps may import only @sahha/* libraries and packages, never another app.',
        },
        {
          // Redux Toolkit and react-redux are not shared modules (so they can be tree-shaken inside
          // @sahha/store): an app importing one directly would bundle a second copy, and a second
          // react-redux cannot see the shell's store.
          regex: '^(@reduxjs/toolkit|react-redux)(/|$)',
          allowTypeImports: true,
          message: 'Use Redux through @sahha/store (StoreProvider, hooks, api.injectEndpoints, rootReducer.inject).',
        },
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'shell/public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        AbortController: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': boundaryRule(app) },
  })),
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^@sahha/(${APPS.join('|')})(/|$)`, message: 'Libraries never import apps.' }] },
      ],
    },
  },
  {
    // Nest resolves constructor parameters from emitted decorator metadata: with these set, the
    // type-import rule knows those imports are values and must stay.
    files: ['services/api/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },
  {
    files: ['services/api/**/*.ts', 'e2e/**/*.ts', 'tools/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
