/** @jest-environment node */
import { PRODUCT_TEXTS } from './product/product-texts';
import { productPageTitle } from './product/product-page';
import { renderProductPage } from './server';
import { marketplaceDeal, noon, productDetail } from './testing/fixtures';

// What webpack's public path is in the server bundle (a placeholder); the test build's images are this stub.
(globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = 'test-file-stub';

const ASSET_BASE = '/remotes/mf-catalog/releases/2026.11.28-1/';

describe('renderProductPage (mf-catalog server bundle)', () => {
  it('renders the product with the prices it is given, as the browser does once the product has loaded', () => {
    const product = productDetail({ bestDeal: { ...marketplaceDeal, price: '31.25' } });
    const page = renderProductPage({ id: 'vitamin-d', product, assetBase: ASSET_BASE });
    expect(page.html).toContain('<h1');
    expect(page.html).toContain(product.name);
    expect(page.html).toContain('31.25');
    expect(page.html).toContain(noon.price);
    expect(page.html).not.toContain(PRODUCT_TEXTS.loading);
    expect(page.title).toBe(productPageTitle(product));
    expect(page.jsonLd).toMatchObject({ '@type': 'Product', name: product.name });
  });

  it('ships the styles of exactly what it rendered', () => {
    const page = renderProductPage({ id: 'vitamin-d', product: productDetail(), assetBase: ASSET_BASE });
    const classes = [...page.html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
    const styled = classes.filter((name) => !name.startsWith('sc-'));
    expect(styled.length).toBeGreaterThan(10);
    for (const name of styled) expect(page.css).toContain(`.${name}`);
    expect(page.css).not.toContain('<style');
  });

  it('escapes the product’s text', () => {
    const page = renderProductPage({ id: 'vitamin-d', product: productDetail({ name: '<img src=x onerror=alert(1)>' }), assetBase: ASSET_BASE });
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('is the signed-out visitor’s page: the same for everyone', () => {
    const page = renderProductPage({ id: 'vitamin-d', product: productDetail(), assetBase: ASSET_BASE });
    expect(page.html).toContain('href="/auth');
    expect(page.html).not.toMatch(/name="threshold"/);
  });

  it('points images at the folder the browser loads this release from', () => {
    const page = renderProductPage({ id: 'vitamin-d', product: productDetail(), assetBase: ASSET_BASE });
    expect(page.html).toContain(`src="${ASSET_BASE}"`);
    expect(page.html).not.toContain('test-file-stub');
  });

  it('renders what the browser shows for an unknown product, keeping the host’s title', () => {
    const page = renderProductPage({ id: 'no-such-thing', product: null, assetBase: ASSET_BASE });
    expect(page.html).toContain(PRODUCT_TEXTS.notFoundTitle);
    expect(page.title).toBeNull();
    expect(page.jsonLd).toBeNull();
  });

  it('leaves no timer behind that would keep a request’s store alive for a minute', () => {
    jest.useFakeTimers();
    try {
      renderProductPage({ id: 'vitamin-d', product: productDetail(), assetBase: ASSET_BASE });
      // Redux Toolkit's batching of notifications waits a few milliseconds; a cache entry would wait a minute.
      jest.advanceTimersByTime(100);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
