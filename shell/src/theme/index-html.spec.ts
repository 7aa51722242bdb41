import { readFileSync } from 'node:fs';
import path from 'node:path';
import { darkTheme, lightTheme } from '@sahha/ui';

// index.html paints the background before any JS runs; it must match the theme tokens.
describe('index.html first paint colours', () => {
  const html = readFileSync(path.join(__dirname, '../index.html'), 'utf8');

  it('uses the light and dark background tokens', () => {
    expect(html).toContain(`html { background: ${lightTheme.colors.background}; color: ${lightTheme.colors.text}; }`);
    expect(html).toContain(
      `html[data-theme='dark'] { background: ${darkTheme.colors.background}; color: ${darkTheme.colors.text}; }`,
    );
  });

  it('keeps the scrollbar gutter from the first paint, so the snapshot and the live app have one width', () => {
    expect(html).toContain('html { scrollbar-gutter: stable; }');
  });

  it('loads the theme script before the app', () => {
    expect(html.indexOf('/theme-init.js')).toBeGreaterThan(0);
    expect(html.indexOf('/theme-init.js')).toBeLessThan(html.indexOf('</head>'));
  });
});
