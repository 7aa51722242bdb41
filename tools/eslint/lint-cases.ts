import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

export type LintCase = [file: string, code: string];

/**
 * How many messages of `ruleId` the repository's own ESLint config reports for each case (code
 * linted as if it were that file). ESLint loads its flat config with a dynamic import, which
 * CommonJS jest cannot run, so the cases are linted in one real Node process.
 */
export function lintErrorCounts(ruleId: string, cases: LintCase[]): number[] {
  const script = `
    import { ESLint } from 'eslint';
    import path from 'node:path';
    const cases = JSON.parse(process.env.LINT_CASES);
    const eslint = new ESLint({ cwd: process.cwd() });
    const counts = [];
    for (const [file, code] of cases) {
      const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
      counts.push(result.messages.filter((m) => m.ruleId === process.env.LINT_RULE_ID).length);
    }
    console.log(JSON.stringify(counts));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    env: { ...process.env, LINT_CASES: JSON.stringify(cases), LINT_RULE_ID: ruleId },
    encoding: 'utf8',
  });
  return JSON.parse(output.trim()) as number[];
}
