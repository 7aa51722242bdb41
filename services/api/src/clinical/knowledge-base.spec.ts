import { INTERACTION_CLASSES } from '@sahha/contracts/quiz';
import { BROAD_PROFILE_MIN_CLASSES, CONCEPTS, exclusionCount } from './knowledge-base';
import { SUPPLEMENTS } from '../catalog/knowledge';

describe('clinical knowledge base', () => {
  it('gives every concept a unique id across all dictionaries', () => {
    expect(new Set(CONCEPTS.map((c) => c.id)).size).toBe(CONCEPTS.length);
  });

  it.each(INTERACTION_CLASSES.map((cls) => [cls]))('%s can be typed in English and in Arabic script', (cls) => {
    const concepts = CONCEPTS.filter((c) => c.classes.includes(cls));
    expect(concepts.some((c) => c.en.length > 0)).toBe(true);
    expect(concepts.some((c) => (c.ar ?? []).length > 0)).toBe(true);
  });

  it('derives the broad-profile products from the rules: herbals and vitamin E among them', () => {
    const broad = SUPPLEMENTS.filter((s) => exclusionCount(s.key) >= BROAD_PROFILE_MIN_CLASSES).map((s) => s.key);
    expect(broad).toEqual(expect.arrayContaining(['ashwagandha', 'green-tea-extract', 'vitamin-e']));
    // Basics with few interactions stay available to someone whose text we could not read.
    expect(broad).not.toContain('vitamin-d');
  });
});
