import { displayNameFor, firstNameFor, initialsFor } from './initials';

describe('initialsFor', () => {
  it('uses the first and last words of a longer name', () => {
    expect(initialsFor('Layla bint Ahmed', 'layla@example.ae')).toBe('LA');
  });

  it('uses the first two letters of a one-word name', () => {
    expect(initialsFor('  omar ', 'omar@example.ae')).toBe('OM');
  });

  it('uses the e-mail local part and domain without a name', () => {
    expect(initialsFor(null, 'sara@gmail.com')).toBe('SG');
    expect(initialsFor('   ', 'k@uae.ae')).toBe('KU');
  });
});

describe('names', () => {
  it('welcomes by name, else e-mail', () => {
    expect(displayNameFor('Layla Demo', 'x@y.ae')).toBe('Layla Demo');
    expect(displayNameFor(null, 'x@y.ae')).toBe('x@y.ae');
  });

  it('greets by first word, else the e-mail local part', () => {
    expect(firstNameFor('Layla Demo', 'x@y.ae')).toBe('Layla');
    expect(firstNameFor(null, 'fatima.k@y.ae')).toBe('fatima.k');
  });
});
