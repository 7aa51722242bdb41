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
  /** The article hero is the largest paint: load it at once; cards load lazily. */
  priority?: boolean;
  className?: string;
}

/** Separate art for phones; width and height on both so the box is reserved before load. */
export function BlogHeroImage({ post, priority = false, className }: BlogHeroImageProps) {
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
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
