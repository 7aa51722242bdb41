import { type LintCase as Case, lintErrorCounts } from './lint-cases';

const forbidden: Case[] = [
  ['mf-quiz/src/quiz/x.ts', "import { App } from '../../../shell/src/app';"],
  ['mf-quiz/src/quiz/x.ts', "import routes from '../../../mf-content/src/routes';"],
  ['mf-tracker/src/x.ts', "import { x } from '@sahha/mf-quiz';"],
  ['mf-admin/src/x.ts', "import { x } from '@sahha/shell/src/app';"],
  ['libs/ui/src/x.ts', "import { x } from '@sahha/shell';"],
  ['mf-tracker/src/x.ts', "import { createSlice } from '@reduxjs/toolkit';"],
  ['shell/src/x.ts', "import { createApi } from '@reduxjs/toolkit/query/react';"],
  ['mf-catalog/src/x.ts', "import { useSelector } from 'react-redux';"],
];

const allowed: Case[] = [
  ['mf-quiz/src/quiz/x.ts', "import { api } from '@sahha/store';\nimport { helper } from '../shared/helper';"],
  ['mf-content/src/x.ts', "import { RemoteBoundary } from '@sahha/mf-runtime';"],
  ['shell/src/x.ts', "import { REMOTES } from '@sahha/contracts';"],
  ['mf-quiz/src/x.ts', "import type { PayloadAction } from '@reduxjs/toolkit';"],
  ['libs/store/src/x.ts', "import { createSlice } from '@reduxjs/toolkit';"],
];

describe('import boundaries', () => {
  const counts = lintErrorCounts('no-restricted-imports', [...forbidden, ...allowed]);

  it.each(forbidden.map((testCase, index) => [...testCase, index] as const))('rejects %s crossing a module boundary (%#)', (_file, _code, index) => {
    expect(counts[index]).toBe(1);
  });

  it.each(allowed.map((testCase, index) => [...testCase, forbidden.length + index] as const))(
    'allows %s to import libraries and its own files',
    (_file, _code, index) => {
      expect(counts[index]).toBe(0);
    },
  );
});
