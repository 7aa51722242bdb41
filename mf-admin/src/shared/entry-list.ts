import { Card } from '@sahha/ui';
import { stackListCss, wrapRowCss } from '@sahha/ui/mixins';
import styled from 'styled-components';

/** The card list both admin sections (feedback, contact messages) show their entries in. */
export const StyledEntryList = styled.ul`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledEntry = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledEntryHeader = styled.div`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(3)};
`;

/** Gulf-time timestamp, right-aligned in the entry header. */
export const StyledEntryTime = styled.time`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

/** What the person wrote, kept as typed (line breaks, any script). */
export const StyledEntryText = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.readableWidth};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const StyledEntryMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;
