import { fastestRunMs } from '../../../test/fastest-run';
import { antacidCalciumPerDay } from './antacid-calcium';

/**
 * Expected amounts from the labels, written before running: calcium carbonate is 40 % calcium
 * (NIH ODS, Calcium fact sheet); Tums 500 / 750 / 1000 mg carbonate a tablet (DailyMed, Tums);
 * Rennie 680 mg (EMC, Rennie SmPC).
 */
describe('antacidCalciumPerDay', () => {
  it.each([
    ['Tums Ultra 1000, about 6 a day for heartburn', 6, 2400],
    ['rennie like 10 tabs every day, reflux', 10, 2720],
    ['Tums extra strength 750 - 8 tablets daily', 8, 2400],
    ['Tums regular 500, 4 tablets a day', 4, 800],
    // No strength said: the strongest Tums.
    ['tums 5 a day', 5, 2000],
    // Any other calcium antacid: 300 mg a tablet.
    ['Gaviscon Double Action 4 tablets daily', 4, 1200],
    // How often only: two tablets each time.
    ['Rennie three times a day after meals', 6, 1632],
    ['Rennie twice a day', 4, 1088],
    ['Tums ultra 2 tabs 3 times a day', 6, 2400],
    ['roz 4 Rennie leti hoon', 4, 1088],
    ['ريني ٦ حبات يوميا', 6, 1632],
  ])('%s: %i tablets, %i mg calcium', (text, tablets, calciumMg) => {
    expect(antacidCalciumPerDay([text])).toEqual({ tablets, calciumMg });
  });

  it('adds the antacids of separate sentences and answers', () => {
    expect(antacidCalciumPerDay(['Rennie 2 a day.', 'tums ultra 3 a day'])).toEqual({ tablets: 5, calciumMg: 2 * 272 + 3 * 400 });
  });

  it('counts nothing without a number of tablets, or for a number said of another medicine in another sentence', () => {
    expect(antacidCalciumPerDay(['Tums when needed'])).toBeNull();
    expect(antacidCalciumPerDay(['Tums Ultra 1000'])).toBeNull();
    expect(antacidCalciumPerDay(['Rennie sometimes\nmetformin 2 a day'])).toBeNull();
    expect(antacidCalciumPerDay(['metformin 2 a day', ''])).toBeNull();
  });

  it('stays linear in a long run of spaces and numbers', () => {
    const text = `Tums ${'1 '.repeat(20_000)}${' '.repeat(20_000)}a`;
    expect(fastestRunMs(3, () => antacidCalciumPerDay([text]))).toBeLessThan(200);
  });
});
