import type { BlogPostBody, BlogPostSummary } from '@sahha/contracts/content-library/blog-posts';

export type { BlogCategory, BlogFaq, BlogPostBody, BlogSource } from '@sahha/contracts/content-library/blog-posts';

/** What a card and the article header need: the shared text plus this remote's hero images. */
export interface BlogPostMeta extends BlogPostSummary {
  imageUrl: string;
  mobileImageUrl: string;
}

export type BlogPost = BlogPostMeta & BlogPostBody;
