import { foldCase, htmlToText, queryTerms, stem, tokenize } from './search-text';

describe('htmlToText', () => {
  it('drops tags, keeps the words and turns blocks into line breaks', () => {
    expect(htmlToText('<h2>Iron</h2><p>Take it with <strong>vitamin C</strong>.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Iron\nTake it with vitamin C.\nOne\nTwo',
    );
  });

  it('decodes entities instead of indexing them as words', () => {
    expect(htmlToText('<p>Salt &amp; pepper &lt;3 &#8212; caf&eacute; &#x41;</p>')).toBe('Salt & pepper <3 — caf&eacute; A');
  });

  it('keeps no attribute text, such as a link address', () => {
    expect(htmlToText('<p><a href="https://pubmed.ncbi.nlm.nih.gov/1">a trial</a></p>')).toBe('a trial');
  });
});

describe('foldCase', () => {
  it('lower-cases and removes accents', () => {
    expect(foldCase('Café')).toBe('cafe');
    expect(foldCase('NAÏVE')).toBe('naive');
  });
});

describe('stem', () => {
  it.each([
    ['vitamins', 'vitamin'],
    ['supplements', 'supplement'],
    ['berries', 'berry'],
    ['boxes', 'box'],
    ['stress', 'stress'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['gas', 'gas'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('tokenize', () => {
  it('gives each word its normalised term and its place in the original text', () => {
    const text = 'Vitamin D3, Omega-3 and Cafés';
    const tokens = tokenize(text);
    expect(tokens.map((token) => token.term)).toEqual(['vitamin', 'd', '3', 'omega', '3', 'and', 'cafe']);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual(['Vitamin', 'D', '3', 'Omega', '3', 'and', 'Cafés']);
  });

  it('finds no words in punctuation, markup characters or emptiness', () => {
    expect(tokenize('  <>&;!? — ')).toEqual([]);
    expect(tokenize('')).toEqual([]);
  });
});

describe('queryTerms', () => {
  it('drops stop words and repeats', () => {
    expect(queryTerms('What is the best vitamin for vitamins?')).toEqual(['best', 'vitamin']);
  });

  it('keeps stop words when the query has nothing else', () => {
    expect(queryTerms('how to')).toEqual(['how', 'to']);
  });
});
