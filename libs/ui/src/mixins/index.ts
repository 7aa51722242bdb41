import { css } from 'styled-components';

// Layout rules that many components spell the same way, named once. Gap and alignment beyond what
// the name says stay with the component. A subpath entry (@sahha/ui/mixins), not the main one, so
// the shell's first load does not grow.

/** A row whose items spread to both ends and wrap under each other on a narrow screen (a title and its action). */
export const spreadRowCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
`;

/** A row of items centred on one line that wraps when it runs out of room (badges, chips, a label and its value). */
export const wrapRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;

/** A list shown as a stack of items, without bullets or indent (cards, entries, rows). */
export const stackListCss = css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;
