import { PAGE_HEADINGS } from '@sahha/contracts';
import { Container } from '@sahha/ui';

export default function BlogListPage() {
  return (
    <Container>
      <h1>{PAGE_HEADINGS.blog}</h1>
    </Container>
  );
}
