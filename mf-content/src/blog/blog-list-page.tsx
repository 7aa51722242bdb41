import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { Button, Chip, Container, VisuallyHidden } from '@sahha/ui';
import { absoluteUrl, useHeadTags } from '../shared/use-head-tags';
import { StyledCardGrid, StyledPage, StyledPageHeader } from '../shared/page-layout';
import { BlogHeroImage } from './blog-hero-image';
import { BLOG_CATEGORIES, BLOG_POSTS, type BlogCategory } from './posts';

/** docs/requirements.md, "Route: /blog": cards appear 100 ms apart; six cards per page of 'Load more articles'. */
export const CARD_STAGGER_MS = 100;
export const BLOG_PAGE_SIZE = 6;
/** One row of the widest grid: on screen at once, so not worth lazy-loading. */
const EAGER_CARD_IMAGES = 3;
export const LOAD_MORE_LABEL = 'Load more articles';

type Filter = 'all' | BlogCategory;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const StyledCard = styled.li<{ $delayMs: number }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`} both;
  animation-delay: ${({ $delayMs }) => $delayMs}ms;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.3;
  }

  p {
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledReadMore = styled(Link)`
  align-self: flex-start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DESCRIPTION =
  'Evidence-based articles on energy, focus, sleep, skin, hormones and ADHD, written for life in the UAE.';

export default function BlogListPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const [visibleCount, setVisibleCount] = useState(BLOG_PAGE_SIZE);
  const gridRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  useHeadTags({
    title: `${PAGE_HEADINGS.blog} | Sahha`,
    canonicalPath: '/blog',
    meta: [
      { name: 'description', content: DESCRIPTION },
      { property: 'og:title', content: PAGE_HEADINGS.blog },
      { property: 'og:description', content: DESCRIPTION },
      { property: 'og:type', content: 'website' },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: PAGE_HEADINGS.blog,
        description: DESCRIPTION,
        inLanguage: 'en-AE',
        url: absoluteUrl('/blog'),
        blogPost: BLOG_POSTS.map((post) => ({
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishDate,
          url: absoluteUrl(`/blog/${post.slug}`),
          image: absoluteUrl(post.imageUrl),
          author: { '@type': 'Organization', name: post.author },
        })),
      },
    ],
  });

  const filtered = filter === 'all' ? BLOG_POSTS : BLOG_POSTS.filter((post) => post.categories.includes(filter));
  const shown = filtered.slice(0, visibleCount);
  const hasMore = shown.length < filtered.length;

  // After 'Load more' the button may disappear; keyboard focus moves to the first new card.
  useEffect(() => {
    if (focusIndex.current === null) return;
    gridRef.current?.querySelectorAll('a')[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [visibleCount]);

  const choose = (next: Filter) => {
    setFilter(next);
    setVisibleCount(BLOG_PAGE_SIZE);
  };

  const loadMore = () => {
    focusIndex.current = shown.length;
    setVisibleCount((count) => count + BLOG_PAGE_SIZE);
  };

  return (
    <StyledPage>
      <Container>
        <StyledPageHeader>
          <h1>{PAGE_HEADINGS.blog}</h1>
          <p>{DESCRIPTION}</p>
        </StyledPageHeader>
        <StyledFilters role="group" aria-label="Filter articles by category">
          <Chip pressed={filter === 'all'} onClick={() => choose('all')}>
            All
          </Chip>
          {BLOG_CATEGORIES.map((category) => (
            <Chip key={category.id} pressed={filter === category.id} onClick={() => choose(category.id)}>
              {category.label}
            </Chip>
          ))}
        </StyledFilters>
        <StyledCardGrid $columns={3} $gap={6} ref={gridRef} aria-label="Articles">
          {shown.map((post, index) => (
            <StyledCard key={post.slug} $delayMs={(index % BLOG_PAGE_SIZE) * CARD_STAGGER_MS}>
              <BlogHeroImage post={post} priority={index === 0} eager={index < EAGER_CARD_IMAGES} />
              <StyledCardBody>
                <h2>{post.title}</h2>
                <p>{post.excerpt}</p>
                <StyledReadMore to={`/blog/${post.slug}`}>
                  Read More<VisuallyHidden>: {post.title}</VisuallyHidden>
                </StyledReadMore>
              </StyledCardBody>
            </StyledCard>
          ))}
        </StyledCardGrid>
        <StyledFooter>
          <p role="status">
            Showing {shown.length} of {filtered.length} articles
          </p>
          {hasMore ? (
            <Button variant="secondary" onClick={loadMore}>
              {LOAD_MORE_LABEL}
            </Button>
          ) : null}
        </StyledFooter>
      </Container>
    </StyledPage>
  );
}
