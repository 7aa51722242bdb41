import { CONTACT_TOPIC_LABELS, type ContactMessage } from '@sahha/contracts';
import { formatGulf, GULF_TIME_ZONE_NAME } from '@sahha/contracts/time';
import { Badge, CenteredSpinner } from '@sahha/ui';
import styled from 'styled-components';

import { StyledEntry, StyledEntryHeader, StyledEntryList, StyledEntryMuted, StyledEntryText, StyledEntryTime } from '../../shared/entry-list';
import { useGetContactMessagesQuery } from './contact-messages-api';
import { CONTACT_MESSAGES_TEXTS as TEXTS } from './contact-messages-texts';
import { LoadError } from '../../shared/load-error';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledEmail = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

function ContactMessageItem({ message }: { message: ContactMessage }) {
  return (
    <StyledEntry as="li">
      <StyledEntryHeader>
        <StyledName dir="auto">{message.name}</StyledName>
        <StyledEmail href={`mailto:${message.email}`}>{message.email}</StyledEmail>
        <Badge tone="info">{CONTACT_TOPIC_LABELS[message.topic] ?? message.topic}</Badge>
        <StyledEntryTime dateTime={message.timestamp} title={GULF_TIME_ZONE_NAME}>
          {formatGulf(message.timestamp, 'dateTime')}
        </StyledEntryTime>
      </StyledEntryHeader>
      <StyledEntryText dir="auto">{message.message}</StyledEntryText>
    </StyledEntry>
  );
}

function ContactMessagesContent() {
  const { data, isLoading, isError, refetch } = useGetContactMessagesQuery();
  if (isLoading) return <CenteredSpinner text={TEXTS.loading} minHeight="12rem" />;
  if (isError || data === undefined) {
    return <LoadError text={TEXTS.loadError} onRetry={() => void refetch()} />;
  }
  if (data.length === 0) return <StyledEntryMuted>{TEXTS.empty}</StyledEntryMuted>;
  return (
    <StyledEntryList>
      {data.map((message) => (
        <ContactMessageItem key={message.id} message={message} />
      ))}
    </StyledEntryList>
  );
}

/** The /contact form's messages, in the order the API gives them (newest first); shown under the feedback dashboard. */
export function ContactMessages() {
  return (
    <StyledSection aria-labelledby="contact-messages-heading">
      <StyledHeading id="contact-messages-heading">{TEXTS.heading}</StyledHeading>
      <ContactMessagesContent />
    </StyledSection>
  );
}
