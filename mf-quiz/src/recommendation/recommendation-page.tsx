import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function RecommendationPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.recommendation}</h1>
    </Container>
  );
}
