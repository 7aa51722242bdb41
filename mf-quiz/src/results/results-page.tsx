import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function ResultsPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.results}</h1>
    </Container>
  );
}
