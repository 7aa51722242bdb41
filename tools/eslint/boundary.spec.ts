import { ESLint } from 'eslint';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['mf-quiz/src/quiz/x.ts', "import { App } from '../../../shell/src/app';"],
    ['mf-quiz/src/quiz/x.ts', "import routes from '../../../mf-content/src/routes';"],
    ['mf-tracker/src/x.ts', "import { x } from '@sahha/mf-quiz';"],
    ['mf-admin/src/x.ts', "import { x } from '@sahha/shell/src/app';"],
    ['libs/ui/src/x.ts', "import { x } from '@sahha/shell';"],
  ])('rejects %s importing another app', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['mf-quiz/src/quiz/x.ts', "import { api } from '@sahha/store';\nimport { helper } from '../results/helper';"],
    ['mf-content/src/x.ts', "import { RemoteBoundary } from '@sahha/mf-runtime';"],
    ['shell/src/x.ts', "import { REMOTES } from '@sahha/contracts';"],
  ])('allows %s to import libraries and its own files', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
