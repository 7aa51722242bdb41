import { css } from 'styled-components';

/**
 * A row whose items spread to both ends and wrap under each other on a narrow screen (a title and
 * its action, a figure and its trend). Alignment and gap stay with the component using it.
 * A subpath entry (@sahha/ui/mixins), not the main one: the shell's first load does not grow.
 */
export const spreadRowCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
`;
