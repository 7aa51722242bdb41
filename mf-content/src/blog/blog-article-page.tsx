import { useParams } from 'react-router-dom';
import { Container } from '@sahha/ui';

export default function BlogArticlePage() {
  const { slug } = useParams();
  return (
    <Container>
      <h1>{slug}</h1>
    </Container>
  );
}
