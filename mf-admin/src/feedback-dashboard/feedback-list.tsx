import type { FeedbackEntry } from '@sahha/contracts';
import { Badge, Card, STAR_RATING_MAX, StarRating } from '@sahha/ui';
import styled from 'styled-components';

import { FEEDBACK_DASHBOARD_TEXTS as TEXTS } from './feedback-dashboard-texts';
import { formatGulfTime, GULF_TIME_ZONE_NAME } from './format-gulf-time';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEntry = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledEntryHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledTime = styled.time`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledComment = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.readableWidth};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledEmail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

function FeedbackListItem({ entry }: { entry: FeedbackEntry }) {
  const comment = entry.comment.trim();
  const email = entry.email.trim();
  return (
    <StyledEntry as="li">
      <StyledEntryHeader>
        <StarRating value={entry.rating} readOnly label={`${entry.rating} out of ${STAR_RATING_MAX}`} size={18} />
        <Badge tone="accent">
          {entry.rating}/{STAR_RATING_MAX}
        </Badge>
        <StyledTime dateTime={entry.timestamp} title={GULF_TIME_ZONE_NAME}>
          {formatGulfTime(entry.timestamp)}
        </StyledTime>
      </StyledEntryHeader>
      {comment !== '' && <StyledComment dir="auto">&quot;{comment}&quot;</StyledComment>}
      {email !== '' && (
        <StyledEmail>
          <a href={`mailto:${email}`}>{email}</a>
        </StyledEmail>
      )}
      {comment === '' && email === '' && <StyledMuted>{TEXTS.noDetails}</StyledMuted>}
    </StyledEntry>
  );
}

/** Spec §2 'All Feedback': entries in the order the API gives them (newest first). */
export function FeedbackList({ entries, emptyText }: { entries: readonly FeedbackEntry[]; emptyText: string }) {
  if (entries.length === 0) return <StyledMuted>{emptyText}</StyledMuted>;
  return (
    <StyledList>
      {entries.map((entry) => (
        <FeedbackListItem key={entry.id} entry={entry} />
      ))}
    </StyledList>
  );
}
