import { type FeedbackEntry } from '@sahha/contracts';
import { formatGulf, GULF_TIME_ZONE_NAME } from '@sahha/contracts/time';
import { Badge, STAR_RATING_MAX, StarRating } from '@sahha/ui';
import styled from 'styled-components';

import { StyledEntry, StyledEntryHeader, StyledEntryList, StyledEntryMuted, StyledEntryText, StyledEntryTime } from '../shared/entry-list';
import { FEEDBACK_DASHBOARD_TEXTS as TEXTS } from './feedback-dashboard-texts';

const StyledEmail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
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
        <StyledEntryTime dateTime={entry.timestamp} title={GULF_TIME_ZONE_NAME}>
          {formatGulf(entry.timestamp, 'dateTime')}
        </StyledEntryTime>
      </StyledEntryHeader>
      {comment !== '' && <StyledEntryText dir="auto">&quot;{comment}&quot;</StyledEntryText>}
      {email !== '' && (
        <StyledEmail>
          <a href={`mailto:${email}`}>{email}</a>
        </StyledEmail>
      )}
      {comment === '' && email === '' && <StyledEntryMuted>{TEXTS.noDetails}</StyledEntryMuted>}
    </StyledEntry>
  );
}

/** 'All Feedback' (docs/requirements.md, "Route: /admin/feedback"): entries in the order the API gives them (newest first). */
export function FeedbackList({ entries, emptyText }: { entries: readonly FeedbackEntry[]; emptyText: string }) {
  if (entries.length === 0) return <StyledEntryMuted>{emptyText}</StyledEntryMuted>;
  return (
    <StyledEntryList>
      {entries.map((entry) => (
        <FeedbackListItem key={entry.id} entry={entry} />
      ))}
    </StyledEntryList>
  );
}
