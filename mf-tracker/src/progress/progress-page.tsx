import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function ProgressPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.progress}</h1>
    </Container>
  );
}
