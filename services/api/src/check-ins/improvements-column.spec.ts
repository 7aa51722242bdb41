import { improvementsColumn } from './improvements-column';

describe('improvementsColumn', () => {
  it('writes a list as JSON text and an empty or missing list as null', () => {
    expect(improvementsColumn.to(['sleep', 'focus'])).toBe('["sleep","focus"]');
    expect(improvementsColumn.to([])).toBeNull();
    expect(improvementsColumn.to(null)).toBeNull();
    expect(improvementsColumn.to(undefined)).toBeNull();
  });

  it('reads JSON text back, keeping only known values', () => {
    expect(improvementsColumn.from('["sleep","focus"]')).toEqual(['sleep', 'focus']);
    expect(improvementsColumn.from('["sleep","luck",3]')).toEqual(['sleep']);
    expect(improvementsColumn.from('["luck"]')).toBeNull();
    expect(improvementsColumn.from('{"sleep":true}')).toBeNull();
    expect(improvementsColumn.from('not json')).toBeNull();
    expect(improvementsColumn.from(null)).toBeNull();
  });
});
