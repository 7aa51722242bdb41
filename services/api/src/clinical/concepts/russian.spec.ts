import { recognisedConcepts } from '../../../test/recognised-concepts';
import { CONCEPTS } from '../knowledge-base';
import { spellingsOf } from '../types';

const health = (text: string) => recognisedConcepts(text, 'healthInfo').counted;
const meds = (text: string) => recognisedConcepts(text, 'medications').counted;

const CYRILLIC = /\p{Script=Cyrillic}/u;

describe('Russian, read through its Latin spelling (the twenty-first persona set)', () => {
  it('writes Cyrillic only in ru, and ru only in Cyrillic', () => {
    for (const concept of CONCEPTS) {
      for (const term of concept.ru ?? []) expect({ id: concept.id, term, cyrillic: CYRILLIC.test(term) }).toEqual({ id: concept.id, term, cyrillic: true });
      const others = spellingsOf(concept).filter((term) => !(concept.ru ?? []).includes(term));
      for (const term of others) expect({ id: concept.id, term, cyrillic: CYRILLIC.test(term) }).toEqual({ id: concept.id, term, cyrillic: false });
    }
  });

  it.each([
    ['Варфарин Никомед 2,5 мг вечером', 'warfarin'], // warfarin spelt 'varfarin': a typo's distance
    ['Оземпик 0,5 мг раз в неделю', 'semaglutide'],
    ['Диабетон МВ 60 мг утром и Сиофор 850', 'gliclazide'],
    ['Диабетон МВ 60 мг утром и Сиофор 850', 'metformin'], // Siofor: Berlin-Chemie's metformin
    ['Тромбо АСС 100 мг каждый вечер после инсульта', 'aspirin'],
    ['Эутирокс 75 мкг утром натощак', 'levothyroxine'],
    ['Юнидокс Солютаб 100 мг 2 раза в день', 'doxycycline'],
    ['Седалит 300 мг', 'lithium'],
    ['Акнекутан 16 мг в день', 'isotretinoin'],
    ['Эксиджад 1000 мг', 'cond-deferasirox'],
    ['Тивикай 50 мг', 'dolutegravir'],
    ['изониазид и рифампицин', 'isoniazid'],
  ])('reads the medicine of %s (%s)', (text, id) => {
    expect(meds(text)).toContain(id);
  });

  it.each([
    ['Хроническая болезнь почек 4 стадии, креатинин 280', 'cond-kidney-disease'],
    ['на гемодиализе три раза в неделю', 'cond-dialysis'],
    ['Беременность 18 недель', 'cond-pregnancy'],
    ['Кормлю грудью, сыну 9 месяцев', 'cond-breastfeeding'],
    ['Гиперкальциемия: кальций крови 2,9', 'cond-hypercalcaemia'],
    ['камни в почках', 'cond-kidney-stones'],
    ['жировой гепатоз печени, АЛТ 90', 'cond-fatty-liver'],
    ['биполярное расстройство', 'cond-bipolar'],
  ])('reads the condition of %s (%s)', (text, id) => {
    expect(health(text)).toContain(id);
  });

  // Before the everyday Russian list, each of these was read as a typo of a brand.
  it.each([
    ['принимал', 'Prinivil (lisinopril)'],
    ['время', 'Tremfya (guselkumab)'],
    ['невролог', 'Novolog (insulin)'],
    ['нормально', 'an indapamide brand'],
    ['сестра', 'a tetracycline brand'],
    ['после инсульта', 'insulin'],
  ])('never reads the everyday word %s as %s', (text) => {
    expect(meds(text)).toEqual([]);
    expect(health(text)).toEqual([]);
  });

  it('reads the little words by their meaning, never as a denial of another language', () => {
    // 'на' (at, on) is no Hindi 'na', 'но' (but) no English 'no'.
    expect(meds('Варфарин на ночь')).toEqual(['warfarin']);
    expect(meds('Конкор, но иногда забываю')).toEqual(['bisoprolol']);
  });
});
