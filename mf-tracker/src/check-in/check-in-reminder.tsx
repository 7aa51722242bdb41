import { formatGulf } from '@sahha/contracts/time';
import { ButtonLink, Card } from '@sahha/ui';
import { spreadRowCss } from '@sahha/ui/mixins';
import styled from 'styled-components';

import { REMINDER_TEXTS } from './check-in-texts';
import type { Reminder } from './reminder-rules';
import { useCheckInReminder } from './use-check-in-reminder';

const StyledCard = styled(Card)`
  ${spreadRowCss}
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
`;

const StyledText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: ${({ theme }) => theme.layout.readableWidth};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function ReminderCard({ reminder }: { reminder: Exclude<Reminder, { kind: 'hidden' }> }) {
  const first = reminder.kind === 'first';
  return (
    <StyledCard as="section" aria-labelledby="check-in-reminder">
      <StyledText>
        <h2 id="check-in-reminder">{first ? REMINDER_TEXTS.firstTitle : REMINDER_TEXTS.overdueTitle}</h2>
        {first ? <StyledMuted>{REMINDER_TEXTS.firstSubtitle}</StyledMuted> : null}
        <p>{first ? REMINDER_TEXTS.firstText : reminder.kind === 'overdue' ? REMINDER_TEXTS.overdueText : REMINDER_TEXTS.dueText}</p>
        {reminder.kind === 'overdue' ? (
          <StyledMuted>{REMINDER_TEXTS.lastCheckIn(formatGulf(reminder.lastCheckIn, 'dayMonthYear'))}</StyledMuted>
        ) : null}
      </StyledText>
      <ButtonLink to="/check-in">{REMINDER_TEXTS.action}</ButtonLink>
    </StyledCard>
  );
}

/**
 * Home reminder card (docs/requirements.md, "Route: / check-in reminder"), for the shell's signed-in home. Renders nothing until the lookup has
 * an answer, and nothing when no check-in is due.
 */
export default function CheckInReminder() {
  const reminder = useCheckInReminder();
  return reminder.kind === 'hidden' ? null : <ReminderCard reminder={reminder} />;
}
