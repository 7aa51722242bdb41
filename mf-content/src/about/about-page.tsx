import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function AboutPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.about}</h1>
    </Container>
  );
}
