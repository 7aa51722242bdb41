import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { MEDICAL_DISCLAIMER } from '@sahha/contracts';
import { formatGulf } from '@sahha/contracts/time';
import { Badge, ButtonLink, CenteredSpinner, Container } from '@sahha/ui';
import { absoluteUrl, useHeadTags, type HeadTags } from '../shared/use-head-tags';
import { BlogHeroImage } from './blog-hero-image';
import { BLOG_CATEGORIES, findPostMeta, loadPostBody, type BlogPostBody, type BlogPostMeta } from './posts';
import { QUIZ_CTAS, QUIZ_CTA_BLOCK_ID, QUIZ_CTA_LABEL, quizHref, type QuizCta } from './quiz-cta';
import { StickyQuizBar } from './sticky-quiz-bar';

export const POST_NOT_FOUND_TITLE = 'Blog Post Not Found';
export const BACK_TO_BLOG = 'Back to Blog';
export const BODY_LOAD_ERROR = 'This article could not be loaded. Please check your connection and try again.';

const StyledPage = styled.div`
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(24)};
`;

const StyledArticle = styled.article`
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin-inline: auto;
`;

const StyledHero = styled(BlogHeroImage)`
  display: block;
  overflow: hidden;
  margin-block: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledTitle = styled.h1`
  margin: ${({ theme }) => theme.space(3)} 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: 1.2;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledExcerpt = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  list-style: none;
`;

const StyledBody = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;

  h2 {
    margin: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.3;
  }

  h3 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledCta = styled.section`
  margin-block: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.successBg};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const StyledSources = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledDisclaimer = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CATEGORY_LABELS = Object.fromEntries(BLOG_CATEGORIES.map((category) => [category.id, category.label]));

type BodyState = { status: 'loading' } | { status: 'loaded'; body: BlogPostBody } | { status: 'error' };

function usePostBody(slug: string | undefined): BodyState {
  const [state, setState] = useState<{ slug?: string; value: BodyState }>({ value: { status: 'loading' } });

  useEffect(() => {
    if (!slug) return undefined;
    let active = true;
    loadPostBody(slug).then(
      (body) => active && setState({ slug, value: body ? { status: 'loaded', body } : { status: 'error' } }),
      (error: unknown) => {
        console.error('Blog article body failed to load', error);
        if (active) setState({ slug, value: { status: 'error' } });
      },
    );
    return () => {
      active = false;
    };
  }, [slug]);

  // A body loaded for the previous slug is never shown under the next article's header.
  return state.slug === slug ? state.value : { status: 'loading' };
}

function articleHeadTags(post: BlogPostMeta, body: BlogPostBody | undefined): HeadTags {
  const jsonLd: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.excerpt,
      image: absoluteUrl(post.imageUrl),
      datePublished: post.publishDate,
      author: { '@type': 'Organization', name: post.author },
      publisher: { '@type': 'Organization', name: 'Sahha' },
      inLanguage: 'en-AE',
      mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
    },
  ];
  if (body?.faq) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: body.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }
  return {
    title: `${post.title} | Sahha`,
    canonicalPath: `/blog/${post.slug}`,
    meta: [
      { name: 'description', content: post.excerpt },
      { property: 'og:type', content: 'article' },
      { property: 'og:title', content: post.title },
      { property: 'og:description', content: post.excerpt },
      { property: 'og:image', content: absoluteUrl(post.imageUrl) },
      { property: 'og:url', content: absoluteUrl(`/blog/${post.slug}`) },
      { property: 'article:published_time', content: post.publishDate },
    ],
    jsonLd,
  };
}

function QuizCtaBlock({ cta }: { cta: QuizCta }) {
  return (
    <StyledCta id={QUIZ_CTA_BLOCK_ID} tabIndex={-1} aria-labelledby={`${QUIZ_CTA_BLOCK_ID}-heading`}>
      <h2 id={`${QUIZ_CTA_BLOCK_ID}-heading`}>{cta.heading}</h2>
      <p>{cta.copy}</p>
      <ButtonLink to={quizHref(cta, 'internal')}>{QUIZ_CTA_LABEL}</ButtonLink>
    </StyledCta>
  );
}

function PostNotFound() {
  useHeadTags({ title: `${POST_NOT_FOUND_TITLE} | Sahha`, meta: [{ name: 'robots', content: 'noindex' }] });
  return (
    <StyledPage>
      <Container>
        <StyledArticle as="div">
          <StyledTitle>{POST_NOT_FOUND_TITLE}</StyledTitle>
          <StyledExcerpt>The article you are looking for does not exist or has moved.</StyledExcerpt>
          <ButtonLink to="/blog">{BACK_TO_BLOG}</ButtonLink>
        </StyledArticle>
      </Container>
    </StyledPage>
  );
}

function Article({ post }: { post: BlogPostMeta }) {
  const bodyState = usePostBody(post.slug);
  const body = bodyState.status === 'loaded' ? bodyState.body : undefined;
  const cta = Object.hasOwn(QUIZ_CTAS, post.slug) ? QUIZ_CTAS[post.slug] : undefined;
  useHeadTags(articleHeadTags(post, body));

  return (
    <StyledPage>
      <Container>
        <StyledArticle>
          <ButtonLink to="/blog" variant="ghost" size="sm">
            <span aria-hidden="true">←</span> {BACK_TO_BLOG}
          </ButtonLink>
          <StyledHero post={post} priority />
          <StyledMeta>
            <time dateTime={post.publishDate}>{formatGulf(post.publishDate, 'dayMonthYear')}</time>
            <span>{post.readTime} min read</span>
            <span>By {post.author}</span>
          </StyledMeta>
          <StyledTitle>{post.title}</StyledTitle>
          <StyledExcerpt>{post.excerpt}</StyledExcerpt>
          <StyledTags aria-label="Categories">
            {post.categories.map((category) => (
              <li key={category}>
                <Badge tone="info">{CATEGORY_LABELS[category]}</Badge>
              </li>
            ))}
          </StyledTags>
          {bodyState.status === 'loading' ? <CenteredSpinner label="Loading article..." minHeight="30vh" /> : null}
          {bodyState.status === 'error' ? <p role="alert">{BODY_LOAD_ERROR}</p> : null}
          {body ? (
            <>
              <StyledBody dangerouslySetInnerHTML={{ __html: body.content }} />
              {cta ? <QuizCtaBlock cta={cta} /> : null}
              <StyledSources aria-labelledby="sources-heading">
                <h2 id="sources-heading">Sources</h2>
                <ul>
                  {body.sources.map((source) => (
                    <li key={source.url}>
                      <a href={source.url} target="_blank" rel="noopener noreferrer">
                        {source.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </StyledSources>
              <StyledDisclaimer>{MEDICAL_DISCLAIMER} This article is general information, not medical advice.</StyledDisclaimer>
            </>
          ) : null}
        </StyledArticle>
      </Container>
      {cta ? <StickyQuizBar cta={cta} /> : null}
    </StyledPage>
  );
}

export default function BlogArticlePage() {
  const { slug } = useParams();
  const post = findPostMeta(slug);
  return post ? <Article key={post.slug} post={post} /> : <PostNotFound />;
}
