import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('escapes every character that could end text or a quoted attribute', () => {
    expect(escapeMarkup(`</title><a href="x" title='y'>Tom & Jerry`)).toBe(
      '&lt;/title&gt;&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;Tom &amp; Jerry',
    );
  });

  it('leaves plain text as it is', () => {
    expect(escapeMarkup('About Sahha | صحة')).toBe('About Sahha | صحة');
  });
});
