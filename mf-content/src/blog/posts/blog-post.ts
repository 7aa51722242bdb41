export type BlogCategory = 'energy' | 'focus' | 'sleep' | 'skin' | 'hormones' | 'adhd';

export interface BlogSource {
  title: string;
  url: string;
}

export interface BlogFaq {
  question: string;
  answer: string;
}

/** What a card and the article header need (spec §3 Blog post, without the body). */
export interface BlogPostMeta {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  categories: BlogCategory[];
  /** ISO date, yyyy-mm-dd. */
  publishDate: string;
  /** Minutes. */
  readTime: number;
  author: string;
  imageUrl: string;
  mobileImageUrl: string;
  imageAlt: string;
}

export interface BlogPostBody {
  /** Our own static HTML: h2, h3, p, ul, li, strong and a only. */
  content: string;
  sources: BlogSource[];
  /** Present on the four articles that carry FAQ structured data. */
  faq?: BlogFaq[];
}

export type BlogPost = BlogPostMeta & BlogPostBody;
