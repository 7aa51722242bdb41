import { soundKey } from './sound-key';

describe('soundKey', () => {
  // Brand names as a voice keyboard writes them: the same sound, other letters.
  it.each([
    ['roaccutane', 'rockyoutane'],
    ['biktarvy', 'bictarvy'],
    ['mounjaro', 'monjarrow'],
    ['glucophage', 'gluecofarge'],
    ['amaryl', 'ammarill'],
    ['depakine', 'deepakin'],
    ['stilnox', 'stillknocks'],
    ['brilinta', 'brillianta'],
    ['cipralex', 'ciprolex'],
    ['ozempic', 'ohzempic'],
  ])('%s sounds like %s', (name, dictated) => {
    expect(soundKey(dictated)).toBe(soundKey(name));
  });

  it.each([
    ['eliquis', 'xarelto'],
    ['cipralex', 'ciprofloxacin'],
    ['depakine', 'deepak'],
    ['lithium', 'lasix'],
  ])('%s does not sound like %s', (a, b) => {
    expect(soundKey(a)).not.toBe(soundKey(b));
  });

  it('keeps consonants in order with one mark for each run of vowels', () => {
    expect(soundKey('roaccutane')).toBe('rakatan');
    expect(soundKey('Phage')).toBe('faj');
  });
});
