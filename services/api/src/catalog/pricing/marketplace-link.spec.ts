import { marketplaceProductUrl, parseMarketplaceUrl } from './marketplace-link';

describe('parseMarketplaceUrl', () => {
  it.each([
    ['https://www.amazon.ae/dp/B00GB85JR4', 'B00GB85JR4'],
    ['https://www.amazon.ae/dp/B00GB85JR4/', 'B00GB85JR4'],
    ['https://www.amazon.ae/Some-Vitamin-D3/dp/B07QK2SPP7?th=1', 'B07QK2SPP7'],
    ['https://www.amazon.ae/dp/0123456789#reviews', '0123456789'],
  ])('accepts %s', (url, code) => {
    expect(parseMarketplaceUrl(url)).toBe(code);
  });

  it.each([
    ['another country store', 'https://www.amazon.com/dp/B00GB85JR4'],
    ['a look-alike host', 'https://www.amazon.ae.example.com/dp/B00GB85JR4'],
    ['plain http', 'http://www.amazon.ae/dp/B00GB85JR4'],
    ['no /dp/ segment', 'https://www.amazon.ae/gp/product/B00GB85JR4'],
    ['a lowercase code', 'https://www.amazon.ae/dp/b00gb85jr4'],
    ['a short code', 'https://www.amazon.ae/dp/B00GB85'],
    ['a long code', 'https://www.amazon.ae/dp/B00GB85JR4X'],
    ['a search link', 'https://www.amazon.ae/s?k=zinc'],
    ['credentials in the URL', 'https://user:pw@www.amazon.ae/dp/B00GB85JR4'],
    ['not a URL', 'amazon.ae/dp/B00GB85JR4'],
    ['an empty string', ''],
  ])('rejects %s', (_label, url) => {
    expect(parseMarketplaceUrl(url)).toBeNull();
  });

  it('builds the product link back from a code', () => {
    expect(marketplaceProductUrl('B00GB85JR4')).toBe('https://www.amazon.ae/dp/B00GB85JR4');
  });
});
