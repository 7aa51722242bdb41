import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

type Case = [file: string, code: string];

/**
 * ESLint loads its flat config with a dynamic import, which CommonJS jest cannot run, so the
 * cases are linted in one real Node process with the repository's own config.
 */
function boundaryErrorCounts(cases: Case[]): number[] {
  const script = `
    import { ESLint } from 'eslint';
    import path from 'node:path';
    const cases = JSON.parse(process.env.LINT_CASES);
    const eslint = new ESLint({ cwd: process.cwd() });
    const counts = [];
    for (const [file, code] of cases) {
      const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
      counts.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length);
    }
    console.log(JSON.stringify(counts));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    env: { ...process.env, LINT_CASES: JSON.stringify(cases) },
    encoding: 'utf8',
  });
  return JSON.parse(output.trim()) as number[];
}

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
  ['mf-quiz/src/quiz/x.ts', "import { api } from '@sahha/store';\nimport { helper } from '../results/helper';"],
  ['mf-content/src/x.ts', "import { RemoteBoundary } from '@sahha/mf-runtime';"],
  ['shell/src/x.ts', "import { REMOTES } from '@sahha/contracts';"],
  ['mf-quiz/src/x.ts', "import type { PayloadAction } from '@reduxjs/toolkit';"],
  ['libs/store/src/x.ts', "import { createSlice } from '@reduxjs/toolkit';"],
];

describe('import boundaries', () => {
  const counts = boundaryErrorCounts([...forbidden, ...allowed]);

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
