import { waitFor } from '@testing-library/react';
import { renderWithSession } from '../testing/render-shell';
import { HomePage } from './home-page';
import { siteConfigApi } from '../site-config/site-config-api';

const jsonLdTypes = (): unknown[] =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
  );

describe('home page head tags', () => {
  it('sets title, description, canonical and WebSite + Organization structured data, and removes them on unmount', async () => {
    const { unmount, store } = await renderWithSession(<HomePage />);
    await store.dispatch(
      siteConfigApi.util.upsertQueryData('getSiteConfig', undefined, { siteVerification: [], gtmId: null, social: { instagram: null, twitter: null } }),
    );

    await waitFor(() => expect(jsonLdTypes()).toEqual(['WebSite', 'Organization']));
    expect(document.title).toBe('Sahha');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/free 3-minute quiz/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/`);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');

    const website = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${window.location.origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });

    unmount();
    expect(jsonLdTypes()).toEqual([]);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('adds the configured site-verification meta tags and takes them away when leaving the page', async () => {
    const { unmount, store } = await renderWithSession(<HomePage />);
    await store.dispatch(
      siteConfigApi.util.upsertQueryData('getSiteConfig', undefined, {
        siteVerification: [{ name: 'impact-site-verification', content: 'token-1' }],
        gtmId: null,
        social: { instagram: null, twitter: null },
      }),
    );

    await waitFor(() =>
      expect(document.head.querySelector('meta[name="impact-site-verification"]')).toHaveAttribute('content', 'token-1'),
    );

    unmount();
    expect(document.head.querySelector('meta[name="impact-site-verification"]')).toBeNull();
  });
});
