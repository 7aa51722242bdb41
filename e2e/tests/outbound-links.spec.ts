import { expect, test } from '@playwright/test';
import { type ProductsResponse, type RetailersResponse } from '@sahha/contracts';
import { isPlaceholderHost } from '@sahha/contracts/outbound-links';

/**
 * Issue M: every 'Shop Now' and 'Visit' on every product page leads to a store of the retailer
 * table, never to a reserved or placeholder host, through the API's counting redirect.
 */
test('every store link of every product page redirects to a store of the retailer table', async ({ page }) => {
  test.setTimeout(120_000);
  const { retailers } = (await (await page.request.get('/api/retailers')).json()) as RetailersResponse;
  const hosts = new Set(retailers.map((retailer) => new URL(retailer.siteUrl).hostname));
  expect(hosts.size).toBeGreaterThan(1);
  for (const host of hosts) expect(isPlaceholderHost(host)).toBe(false);
  const { products } = (await (await page.request.get('/api/products')).json()) as ProductsResponse;
  expect(products).toHaveLength(18);

  let checked = 0;
  for (const product of products) {
    await page.goto(`/products/${product.id}`);
    const prices = page.getByRole('complementary', { name: 'Prices and ratings' });
    await expect(prices.getByRole('heading', { name: /^Best Deal/ })).toBeVisible();
    const links = await prices.locator('a[target="_blank"]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', rel: anchor.getAttribute('rel') ?? '' })),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const { href, rel } of links) {
      expect(rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      const res = await page.request.get(href, { maxRedirects: 0 });
      expect(res.status(), href).toBe(302);
      const destination = new URL(res.headers().location);
      expect(destination.protocol).toBe('https:');
      expect(isPlaceholderHost(destination.hostname), destination.href).toBe(false);
      expect(hosts.has(destination.hostname), destination.href).toBe(true);
      // This run configures no affiliate parameter, so no link may claim to be sponsored.
      expect(rel.split(' ')).not.toContain('sponsored');
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(40);
});
