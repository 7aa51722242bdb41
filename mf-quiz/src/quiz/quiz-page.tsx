import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function QuizPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.quiz}</h1>
    </Container>
  );
}
