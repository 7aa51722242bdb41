import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/requirements.md is the source of requirements (issue N, item 1). Code cites a rule as
 * `(docs/requirements.md, "<heading>")`. This test keeps those citations true and stops code from
 * citing the outside specification ("Spec §2", "SPEC.md") again: that document is not in the
 * repository, so a reader cannot follow such a citation.
 */

const repoRoot = path.resolve(__dirname, '..');
const REQUIREMENTS = 'docs/requirements.md';
const SELF = 'tools/requirements-references.spec.ts';
const CODE_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|css)$/;
/** Documents may cite a heading too (checked like code), but are not searched for outside citations. */
const DOC_FILE = /\.md$/;

/** Ways of citing the outside specification. */
const OUTSIDE_CITATIONS: readonly RegExp[] = [
  /\bspec(?:ification)?\s*§/i,
  /\bSPEC\.md\b/i,
  /\bspec(?:ification)?\s+section\b/i,
  /\bthe spec(?:'s)?\b/i,
  /\(spec[:,]/i,
];

/** A bare section sign cites the outside specification too, unless it belongs to an issue or a named standard. */
const BARE_SECTION = /§\s*\d/;
const OWNED_SECTION = /(\bissue [A-Z]+|\bSP 800-63B)\s*§\s*\d/gi;

/** `docs/requirements.md, "A"` or `docs/requirements.md, "A", "B"` (also `"A" and "B"`). */
const CITATION = /docs\/requirements\.md((?:,?\s*(?:and\s+)?"[^"\n]+")+)/g;
const QUOTED = /"([^"\n]+)"/g;

interface Line {
  file: string;
  number: number;
  text: string;
}

function repoFiles(kind: RegExp): string[] {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((file) => kind.test(file) && file !== SELF && file !== REQUIREMENTS)
    .filter((file) => {
      try {
        readFileSync(path.join(repoRoot, file));
        return true;
      } catch {
        return false; // deleted in the working tree
      }
    });
}

function linesOf(files: readonly string[]): Line[] {
  return files.flatMap((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ file, number: index + 1, text })),
  );
}

function citesOutsideSpec(text: string): boolean {
  if (OUTSIDE_CITATIONS.some((pattern) => pattern.test(text))) return true;
  return BARE_SECTION.test(text.replace(OWNED_SECTION, ''));
}

function requirementHeadings(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim());
}

function citedHeadings(text: string): string[] {
  return [...text.matchAll(CITATION)].flatMap((match) => [...match[1].matchAll(QUOTED)].map((quoted) => quoted[1]));
}

const where = (line: Line) => `${line.file}:${line.number}: ${line.text.trim()}`;

describe('citations of requirements in code', () => {
  const headings = requirementHeadings(readFileSync(path.join(repoRoot, REQUIREMENTS), 'utf8'));
  const lines = linesOf(repoFiles(CODE_FILE));
  const docLines = linesOf(repoFiles(DOC_FILE));

  it('reads the headings of docs/requirements.md, each once', () => {
    expect(headings.length).toBeGreaterThan(50);
    expect(headings.filter((heading, index) => headings.indexOf(heading) !== index)).toEqual([]);
  });

  it('finds the citation forms it checks', () => {
    expect(citedHeadings('// x (docs/requirements.md, "Route: /quiz").')).toEqual(['Route: /quiz']);
    expect(citedHeadings('/** (docs/requirements.md, "Route: /check-in", "Route: / check-in reminder") */')).toEqual([
      'Route: /check-in',
      'Route: / check-in reminder',
    ]);
    expect(citesOutsideSpec('// Spec §4: default light')).toBe(true);
    expect(citesOutsideSpec("it('has the planner windows of spec §3'")).toBe(true);
    expect(citesOutsideSpec('/** Groups in the §3 window order */')).toBe(true);
    expect(citesOutsideSpec("/** The spec's lowercase label */")).toBe(true);
    expect(citesOutsideSpec(' * Issue L §8: from phone to wide desktop')).toBe(false);
    expect(citesOutsideSpec(' * (NIST SP 800-63B §3.1.1.2: reject values from breach corpuses')).toBe(false);
    expect(citesOutsideSpec('// a spec checks it; mf-content has a spec that keeps both in step')).toBe(false);
  });

  it('names only headings that exist in docs/requirements.md', () => {
    const known = new Set(headings);
    const broken = [...lines, ...docLines].filter((line) => citedHeadings(line.text).some((heading) => !known.has(heading))).map(where);
    expect(broken).toEqual([]);
  });

  it('never cites the specification outside the repository', () => {
    const offending = lines.filter((line) => citesOutsideSpec(line.text)).map(where);
    expect(offending).toEqual([]);
  });
});
