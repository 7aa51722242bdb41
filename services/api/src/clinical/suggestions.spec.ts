import { fastestRunMs } from '../../test/fastest-run';
import { SUGGESTIONS_MAX } from '@sahha/contracts/quiz';

import { CONDITION_CONCEPTS } from './concepts/conditions';
import { CONCEPTS } from './knowledge-base';
import { ConceptSuggester, prefixDistance, suggestConcepts } from './suggestions';

const ids = (text: string, field: 'medications' | 'healthInfo' = 'medications') => suggestConcepts(text, field).map((s) => s.id);

describe('suggestConcepts', () => {
  it('puts the concept whose spelling starts with the fragment first, and names the spelling that matched', () => {
    expect(suggestConcepts('warfa', 'medications')[0]).toEqual({ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', matched: 'warfarin', match: 'prefix' });
    expect(suggestConcepts('Warfarin', 'medications')[0]).toEqual(expect.objectContaining({ id: 'warfarin', match: 'exact' }));
  });

  it('finds UAE/GCC brands and shows the brand that matched', () => {
    expect(suggestConcepts('marev', 'medications')[0]).toEqual(expect.objectContaining({ id: 'warfarin', matched: 'Marevan', match: 'prefix' }));
    expect(suggestConcepts('concor', 'medications')[0]).toEqual(expect.objectContaining({ id: 'bisoprolol', matched: 'Concor', match: 'exact' }));
  });

  it('tolerates typos at the reader’s allowance for the word’s length', () => {
    expect(suggestConcepts('warfrin', 'medications')[0]).toEqual(expect.objectContaining({ id: 'warfarin', match: 'typo' }));
    expect(ids('xeralto')[0]).toBe('rivaroxaban');
    // Up to four letters no typo is read, as in the reader: 'warf' only matches by prefix.
    expect(suggestConcepts('wrfa', 'medications').filter((s) => s.match === 'typo')).toEqual([]);
  });

  it('reads Arabic script, with or without the article, and Latin transliteration', () => {
    expect(ids('وارف')[0]).toBe('warfarin');
    expect(suggestConcepts('الوارفارين', 'medications')[0]).toEqual(expect.objectContaining({ id: 'warfarin', match: 'exact' }));
    expect(ids('7amel', 'healthInfo')[0]).toBe('cond-pregnancy');
    expect(ids('مسيل')).toContain('lay-blood-thinner');
  });

  it('finds lay phrases from any of their words', () => {
    expect(ids('blood thin')[0]).toBe('lay-blood-thinner');
    expect(ids('thinner')).toContain('lay-blood-thinner');
    expect(ids('water pil')[0]).toBe('cardio-lay-water-pill');
  });

  it('prefers the question’s own kind of concept and a generic spelling to a brand', () => {
    expect(ids('pregn', 'healthInfo')[0]).toBe('cond-pregnancy');
  });

  it('answers at most SUGGESTIONS_MAX, one per concept, and nothing for a fragment under two letters', () => {
    const many = suggestConcepts('me', 'medications');
    expect(many.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
    expect(new Set(many.map((s) => s.id)).size).toBe(many.length);
    expect(suggestConcepts('a', 'medications')).toEqual([]);
    expect(suggestConcepts('   ', 'medications')).toEqual([]);
  });

  it('answers only with knowledge-base concepts and our own spellings', () => {
    const known = new Set(CONCEPTS.map((c) => c.id));
    for (const text of ['asp', 'ins', 'حبوب', 'sukkari', 'kidn']) {
      for (const s of suggestConcepts(text, 'healthInfo')) {
        expect(known.has(s.id)).toBe(true);
        const concept = CONCEPTS.find((c) => c.id === s.id)!;
        expect([...concept.en, ...(concept.brands ?? []), ...(concept.ar ?? []), ...(concept.translit ?? [])]).toContain(s.matched);
      }
    }
  });

  it('keeps the cost of a call bounded for long and pathological fragments', () => {
    const suggester = new ConceptSuggester(CONCEPTS, new Set(CONDITION_CONCEPTS.map((c) => c.id)));
    suggester.suggest('warm up', 'medications');
    for (const text of ['w'.repeat(5000), 'warfarin '.repeat(500), 'وارفارين'.repeat(300), 'aaaaaaaaaaaaaaaaaaaaaaaa', 'zzzz zzzz zzzz zzzz']) {
      expect(fastestRunMs(3, () => suggester.suggest(text, 'medications'))).toBeLessThan(50);
    }
  });
});

describe('prefixDistance', () => {
  it('is the distance to the closest start of the word', () => {
    expect(prefixDistance('warfrin', 'warfarin', 2)).toBe(1);
    expect(prefixDistance('wafr', 'warfarin', 1)).toBe(1);
    expect(prefixDistance('xeralto', 'xarelto', 2)).toBe(2);
    expect(prefixDistance('zzzzz', 'warfarin', 1)).toBe(2);
  });
});
