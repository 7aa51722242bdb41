import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function CheckInPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.checkIn}</h1>
    </Container>
  );
}
