import { render } from '@testing-library/react';
import { useHeadTags, type HeadTags } from './use-head-tags';

function Page(tags: HeadTags) {
  useHeadTags(tags);
  return null;
}

describe('useHeadTags', () => {
  it('adds title, meta and JSON-LD while mounted and removes them on unmount', () => {
    document.title = 'Before';
    const { unmount } = render(
      <Page
        title="About"
        meta={[{ name: 'description', content: 'Hello' }, { property: 'og:title', content: 'About' }]}
        jsonLd={[{ '@type': 'Organization' }]}
      />,
    );
    expect(document.title).toBe('About');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Hello');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'About');
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual({ '@type': 'Organization' });

    unmount();
    expect(document.title).toBe('Before');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('adds the canonical link, absolute and without the query, only while mounted', () => {
    const { unmount } = render(<Page title="Blog" canonicalPath="/blog" />);
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]).toHaveAttribute('href', `${window.location.origin}/blog`);
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("updates the host page's own meta tag in place and restores it", () => {
    const hostMeta = document.createElement('meta');
    hostMeta.name = 'description';
    hostMeta.content = 'Host description';
    document.head.appendChild(hostMeta);

    const { unmount } = render(<Page meta={[{ name: 'description', content: 'Page description' }]} />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(hostMeta).toHaveAttribute('content', 'Page description');

    unmount();
    expect(hostMeta).toHaveAttribute('content', 'Host description');
    hostMeta.remove();
  });

  it("adds its own meta tag beside a prerendered page's, which the take-over removes", () => {
    document.head.innerHTML = '<meta property="og:title" content="FAQ | Sahha" data-prerendered-head="">';
    const { unmount } = render(<Page meta={[{ property: 'og:title', content: 'FAQ' }]} />);
    for (const element of document.head.querySelectorAll('[data-prerendered-head]')) element.remove();
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'FAQ');
    unmount();
  });
});
