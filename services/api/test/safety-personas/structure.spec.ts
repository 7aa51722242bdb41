import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GOALS, GOALS_MAX, INTERACTION_CLASSES, QUIZ_FREE_TEXT_MAX } from '@sahha/contracts/quiz';
import { isProductKey } from '../../src/catalog/knowledge';
import { BASE_PERSONA_ANSWERS, PERSONA_STYLES, type SafetyPersona } from './persona';
import { ALL_PERSONAS, PERSONA_SETS, setFile } from './registry';
import { allowedReferenceOf, referencesOf } from './references';

/*
 * One structure check for every persona set (whether the engine passes them is personas.spec.ts's
 * job): the registry runs every set in sets/, and every persona has an id unique across all sets,
 * a known class and style, real products, an allowed reference and answers the quiz could send.
 * Set-specific coverage (classes and styles a set promised) stays in that set's own spec beside it.
 */

const SETS_DIR = join(__dirname, 'sets');

/** Every file of sets/ that is a persona set (specs beside them are not). */
function setFilesOnDisk(): string[] {
  return readdirSync(SETS_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => `sets/${file}`)
    .sort();
}

/** Every SafetyPersona a set file exports, whatever the export is called. */
function exportedPersonas(file: string): SafetyPersona[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(join(__dirname, file)) as Record<string, unknown>;
  return Object.values(module).filter(Array.isArray).flat() as SafetyPersona[];
}

const KNOWN_CLASSES: readonly string[] = INTERACTION_CLASSES;
const KNOWN_STYLES: readonly string[] = PERSONA_STYLES;
const KNOWN_GOALS: readonly string[] = GOALS;
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/** What the persona typed into the medicines, health and health-concerns boxes, and the supplements, goals and diet boxes. */
function typedText(p: SafetyPersona): string {
  return [p.answers.currentMedications, p.answers.additionalHealthInfo, p.answers.healthConcerns_text, p.answers.currentSupplements_text, p.answers.goals_text, p.answers.diet_text]
    .filter((t): t is string => typeof t === 'string' && t !== 'none' && t !== 'no_additional_info')
    .join(' ');
}

describe('safety persona registry', () => {
  it('names each set once', () => {
    const names = PERSONA_SETS.map((set) => set.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists every set file of sets/ and no file that is not there', () => {
    expect(PERSONA_SETS.map((set) => setFile(set.name)).sort()).toEqual(setFilesOnDisk());
  });

  it.each(PERSONA_SETS.map((set) => [set.name, set] as const))('registers every persona that %s exports, and only those', (_name, set) => {
    const exported = exportedPersonas(setFile(set.name));
    const registered = new Set(set.personas);
    expect(exported.filter((p) => !registered.has(p)).map((p) => p.id)).toEqual([]);
    expect(set.personas.length).toBe(exported.length);
  });

  it('names as open defects only personas of the set, each with what is wrong', () => {
    for (const set of PERSONA_SETS) {
      const ids = new Set(set.personas.map((p) => p.id));
      for (const [id, defect] of Object.entries(set.openDefects ?? {})) {
        expect([set.name, id, ids.has(id)]).toEqual([set.name, id, true]);
        expect(defect.trim().length).toBeGreaterThan(10);
      }
    }
  });

  it('has at least 200 personas', () => {
    expect(ALL_PERSONAS.length).toBeGreaterThanOrEqual(200);
  });
});

describe('safety persona structure (all sets)', () => {
  it('gives every persona an id unique across all sets', () => {
    const setOf = new Map<string, string[]>();
    for (const set of PERSONA_SETS) for (const p of set.personas) setOf.set(p.id, [...(setOf.get(p.id) ?? []), set.name]);
    const duplicates = [...setOf].filter(([, sets]) => sets.length > 1).map(([id, sets]) => `${id} (${sets.join(', ')})`);
    expect(duplicates).toEqual([]);
  });

  it('shapes every id as <class>-<style>-<n> of its own class and style', () => {
    const wrong = ALL_PERSONAS.filter((p) => !new RegExp(`^${p.cls}-${p.style}-\\d+$`).test(p.id)).map((p) => p.id);
    expect(wrong).toEqual([]);
  });

  it('uses known classes and styles only', () => {
    const unknown = ALL_PERSONAS.flatMap((p) => [
      ...[p.cls, ...p.expectClasses, ...(p.notClasses ?? [])].filter((c) => !KNOWN_CLASSES.includes(c)).map((c) => `${p.id}: class ${c}`),
      ...(KNOWN_STYLES.includes(p.style) ? [] : [`${p.id}: style ${p.style}`]),
    ]);
    expect(unknown).toEqual([]);
  });

  it('forbids only real catalog products', () => {
    const unknown = ALL_PERSONAS.flatMap((p) => p.mustNotRecommend.filter((k) => !isProductKey(k)).map((k) => `${p.id}: ${k}`));
    expect(unknown).toEqual([]);
  });

  it('cites only references from an allowed publisher', () => {
    const refused = ALL_PERSONAS.flatMap((p) =>
      referencesOf(p.source)
        .filter((link) => !allowedReferenceOf(link))
        .map((link) => `${p.id}: ${link}`),
    );
    expect(refused).toEqual([]);
  });

  it('answers as the quiz can: 1 to 3 known goals, text within the quiz limit, the medicines answer in its _text twin too', () => {
    const wrong = ALL_PERSONAS.flatMap((p) => {
      const a = { ...BASE_PERSONA_ANSWERS, ...p.answers };
      const texts = [a.currentMedications, a.currentMedications_text, a.additionalHealthInfo, a.healthConcerns_text, a.currentSupplements_text, a.goals_text, a.diet_text];
      return [
        ...(a.goals.length >= 1 && a.goals.length <= GOALS_MAX && new Set(a.goals).size === a.goals.length ? [] : [`${p.id}: goals ${a.goals.join(',')}`]),
        ...a.goals.filter((g) => !KNOWN_GOALS.includes(g)).map((g) => `${p.id}: goal ${g}`),
        ...(texts.every((t) => t.length <= QUIZ_FREE_TEXT_MAX) ? [] : [`${p.id}: text over ${QUIZ_FREE_TEXT_MAX}`]),
        ...(p.answers.currentMedications === undefined || p.answers.currentMedications_text === p.answers.currentMedications ? [] : [`${p.id}: _text differs`]),
        ...(typedText(p).trim().length > 0 ? [] : [`${p.id}: nothing typed`]),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('lists no product or expected class twice, and never expects a class it also excludes', () => {
    const wrong = ALL_PERSONAS.filter(
      (p) =>
        new Set(p.mustNotRecommend).size !== p.mustNotRecommend.length ||
        new Set(p.expectClasses).size !== p.expectClasses.length ||
        (p.notClasses ?? []).some((c) => p.expectClasses.includes(c)),
    ).map((p) => p.id);
    expect(wrong).toEqual([]);
  });

  it('keeps warning words trimmed and longer than one letter', () => {
    expect(ALL_PERSONAS.flatMap((p) => p.mustMention.filter((m) => m.trim() !== m || m.length < 2).map((m) => `${p.id}: "${m}"`))).toEqual([]);
  });

  it('writes Arabic personas in Arabic script and transliterations in Latin letters', () => {
    const wrong = ALL_PERSONAS.filter(
      (p) => (p.style === 'arabic' && !ARABIC_SCRIPT.test(typedText(p))) || (p.style === 'transliteration' && ARABIC_SCRIPT.test(typedText(p))),
    ).map((p) => p.id);
    expect(wrong).toEqual([]);
  });
});
