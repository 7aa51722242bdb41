import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function ProductPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.product}</h1>
    </Container>
  );
}
