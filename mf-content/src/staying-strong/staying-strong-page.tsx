import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function StayingStrongPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.stayingStrong}</h1>
    </Container>
  );
}
