import styled from 'styled-components';

import { controlCss } from '../components/control-css';

/**
 * A native select styled as the other form controls; render it inside `Field` with the control
 * props. A subpath entry (@sahha/ui/select), not the main one: only the forms that need it bundle
 * it, so the shell's first load does not grow.
 */
export const Select = styled.select`
  ${controlCss}
`;
