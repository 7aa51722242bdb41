import styled from 'styled-components';
import { HERO_MOBILE_SIZE, HERO_SIZE, type BlogPostMeta } from './posts';

const StyledImg = styled.img`
  display: block;
  width: 100%;
  height: auto;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

interface BlogHeroImageProps {
  post: Pick<BlogPostMeta, 'imageUrl' | 'mobileImageUrl' | 'imageAlt'>;
  /** The largest paint (the article hero, the first card): fetched first. */
  priority?: boolean;
  /** In the first screen: loaded at once, also while the live page renders off-screen over a prerendered one. */
  eager?: boolean;
  className?: string;
}

/** Separate art for phones; width and height on both so the box is reserved before load. */
export function BlogHeroImage({ post, priority = false, eager = priority, className }: BlogHeroImageProps) {
  return (
    <picture className={className}>
      <source
        media="(max-width: 767px)"
        srcSet={post.mobileImageUrl}
        width={HERO_MOBILE_SIZE.width}
        height={HERO_MOBILE_SIZE.height}
      />
      <StyledImg
        src={post.imageUrl}
        alt={post.imageAlt}
        width={HERO_SIZE.width}
        height={HERO_SIZE.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
