import { render } from '@testing-library/react';
import { MarkedText, splitMarked } from './marked-text';

describe('splitMarked', () => {
  it('cuts text into plain and marked parts', () => {
    expect(splitMarked('Vitamin D3 daily', [{ start: 0, end: 7 }, { start: 8, end: 9 }])).toEqual([
      { text: 'Vitamin', marked: true },
      { text: ' ', marked: false },
      { text: 'D', marked: true },
      { text: '3 daily', marked: false },
    ]);
  });

  it('keeps every character exactly once, whatever the ranges', () => {
    const text = 'iron and zinc';
    const ranges = [{ start: 9, end: 40 }, { start: -3, end: 4 }, { start: 2, end: 6 }, { start: 7, end: 7 }, { start: 12, end: 5 }];
    const parts = splitMarked(text, ranges);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['iron', ' a', 'zinc']);
  });

  it('gives the whole text unmarked without ranges', () => {
    expect(splitMarked('plain', [])).toEqual([{ text: 'plain', marked: false }]);
    expect(splitMarked('', [])).toEqual([]);
  });
});

describe('MarkedText', () => {
  it('renders matches in <mark> and markup in the text as text', () => {
    const { container } = render(
      <p>
        <MarkedText value={{ text: '<img src=x onerror=alert(1)> iron', highlights: [{ start: 29, end: 33 }] }} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['iron']);
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> iron');
  });
});
