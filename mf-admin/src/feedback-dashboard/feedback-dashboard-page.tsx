import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function FeedbackDashboardPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.adminFeedback}</h1>
    </Container>
  );
}
