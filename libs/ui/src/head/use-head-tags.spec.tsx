import { render } from '@testing-library/react';
import { absoluteUrl, formatDocumentTitle, type HeadTagsOptions, useHeadTags } from './use-head-tags';

function Page(options: HeadTagsOptions) {
  useHeadTags(options);
  return null;
}

const metaContent = (selector: string): string | null | undefined =>
  document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');

/** Everything in <head>, so a test can prove unmount leaves it exactly as it was. */
const headSnapshot = (): string => `${document.title}\n${document.head.innerHTML}`;

describe('useHeadTags', () => {
  const origin = window.location.origin;

  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('formats the title with the site name, except for the site name itself', () => {
    expect(formatDocumentTitle('About')).toBe('About | Sahha');
    expect(formatDocumentTitle('Sahha')).toBe('Sahha');
    expect(absoluteUrl('/blog/x')).toBe(`${origin}/blog/x`);
  });

  it("adds its own tags beside a prerendered page's, which the take-over removes, instead of changing those", () => {
    document.head.innerHTML = [
      '<link rel="canonical" href="https://sahha.ae/faq" data-prerendered-head="">',
      '<meta property="og:title" content="FAQ | Sahha" data-prerendered-head="">',
    ].join('');
    render(<Page title="FAQ" description="Questions" canonicalPath="/faq" />);
    for (const element of document.head.querySelectorAll('[data-prerendered-head]')) element.remove();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/faq`);
    expect(metaContent('property="og:title"')).toBe('FAQ | Sahha');
  });

  it('sets title, description, canonical, Open Graph, Twitter, JSON-LD and extra meta while mounted', () => {
    render(
      <Page
        title="Wellness Journal"
        description="Evidence-based articles"
        canonicalPath="/blog"
        openGraph={{ type: 'article', image: '/images/hero.svg' }}
        jsonLd={[{ '@type': 'Blog' }, { '@type': 'BreadcrumbList' }]}
        meta={{ robots: 'noindex', 'impact-site-verification': 'abc' }}
      />,
    );

    expect(document.title).toBe('Wellness Journal | Sahha');
    expect(metaContent('name="description"')).toBe('Evidence-based articles');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/blog`);
    expect(metaContent('property="og:title"')).toBe('Wellness Journal | Sahha');
    expect(metaContent('property="og:description"')).toBe('Evidence-based articles');
    expect(metaContent('property="og:url"')).toBe(`${origin}/blog`);
    expect(metaContent('property="og:type"')).toBe('article');
    expect(metaContent('property="og:site_name"')).toBe('Sahha');
    expect(metaContent('property="og:locale"')).toBe('en_AE');
    expect(metaContent('property="og:image"')).toBe(`${origin}/images/hero.svg`);
    expect(metaContent('name="twitter:card"')).toBe('summary_large_image');
    expect(metaContent('name="twitter:title"')).toBe('Wellness Journal | Sahha');
    expect(metaContent('name="twitter:description"')).toBe('Evidence-based articles');
    expect(metaContent('name="twitter:image"')).toBe(`${origin}/images/hero.svg`);
    expect(metaContent('name="robots"')).toBe('noindex');
    expect(metaContent('name="impact-site-verification"')).toBe('abc');
    const scripts = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'));
    expect(scripts.map((script) => JSON.parse(script.textContent ?? ''))).toEqual([
      { '@type': 'Blog' },
      { '@type': 'BreadcrumbList' },
    ]);
  });

  it('defaults to a website without canonical, og:url or image, and accepts one JSON-LD object', () => {
    render(<Page title="Sahha" description="Home" jsonLd={{ '@type': 'WebSite' }} />);
    expect(document.title).toBe('Sahha');
    expect(metaContent('property="og:type"')).toBe('website');
    expect(metaContent('name="twitter:card"')).toBe('summary');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });

  it('removes everything it added and restores the title on unmount', () => {
    document.title = 'Before';
    const before = headSnapshot();
    const { unmount } = render(
      <Page
        title="Quiz"
        description="Nine questions"
        canonicalPath="/quiz"
        openGraph={{ type: 'website', image: '/og.png' }}
        jsonLd={{ '@type': 'Quiz' }}
        meta={{ robots: 'noindex' }}
      />,
    );
    expect(headSnapshot()).not.toBe(before);
    unmount();
    expect(headSnapshot()).toBe(before);
  });

  it("updates the host page's own description and canonical link in place and restores them", () => {
    document.head.innerHTML =
      '<title>Host</title><meta name="description" content="Host description"><link rel="canonical" href="https://host.example/">';
    const before = headSnapshot();

    const { unmount } = render(<Page title="About" description="Page description" canonicalPath="/about" />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaContent('name="description"')).toBe('Page description');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/about`);

    unmount();
    expect(headSnapshot()).toBe(before);
  });

  it('replaces the tags when the options change, without leaving the old ones behind', () => {
    document.title = 'Host';
    const before = headSnapshot();
    const { rerender, unmount } = render(<Page title="One" description="First" jsonLd={{ '@type': 'A' }} />);
    rerender(<Page title="Two" description="Second" jsonLd={{ '@type': 'B' }} />);
    expect(document.title).toBe('Two | Sahha');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaContent('name="description"')).toBe('Second');
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({ '@type': 'B' });
    unmount();
    expect(headSnapshot()).toBe(before);
  });
});
