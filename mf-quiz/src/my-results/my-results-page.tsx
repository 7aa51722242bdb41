import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function MyResultsPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.myResults}</h1>
    </Container>
  );
}
