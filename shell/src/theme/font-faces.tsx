import { createGlobalStyle } from 'styled-components';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/**
 * Self-hosted Inter (Latin subset only); no font CDN at run time. `optional`, not `swap`: every
 * page's HTML preloads the file, so it is there for the first paint on most connections; when it
 * is late (a slow phone on a first visit) the page keeps the system face rather than moving all
 * its text when Inter arrives, and the cached file serves the next visit.
 */
export const FontFaces = createGlobalStyle`
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: optional;
    font-weight: 100 900;
    src: url(${interLatin}) format('woff2-variations');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
`;
