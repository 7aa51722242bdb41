import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function FeedbackPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.feedback}</h1>
    </Container>
  );
}
