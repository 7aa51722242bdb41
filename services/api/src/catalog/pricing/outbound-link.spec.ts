import { buildOutboundLink } from './outbound-link';

const amazon = { marketplace: true, siteUrl: 'https://www.amazon.ae', searchUrl: 'https://www.amazon.ae/s?k={query}' };
const pharmacy = { marketplace: false, siteUrl: 'https://www.lifepharmacy.com', searchUrl: 'https://www.lifepharmacy.com/search?q={query}' };

describe('buildOutboundLink', () => {
  it('turns a marketplace product URL into a clean product link with the tag', () => {
    const url = 'https://www.amazon.ae/Vitamin-D3/dp/B07QK2SPP7?th=1&psc=1';
    expect(buildOutboundLink(amazon, url, 'Vitamin D3', 'tag=sahha-21')).toEqual({ url: 'https://www.amazon.ae/dp/B07QK2SPP7?tag=sahha-21', sponsored: true });
  });

  it('searches the store for "{name} supplement" when there is no product link, or it does not parse', () => {
    for (const url of [null, 'https://www.amazon.ae/s?k=d3', 'not a url', 'https://www.amazon.com/dp/B07QK2SPP7']) {
      expect(buildOutboundLink(amazon, url, 'Vitamin D3', 'tag=sahha-21').url).toBe('https://www.amazon.ae/s?k=Vitamin%20D3%20supplement&tag=sahha-21');
    }
  });

  it('carries no affiliate parameter, and is not sponsored, without configuration', () => {
    expect(buildOutboundLink(amazon, 'https://www.amazon.ae/dp/B07QK2SPP7', 'Vitamin D3', null)).toEqual({
      url: 'https://www.amazon.ae/dp/B07QK2SPP7',
      sponsored: false,
    });
    expect(buildOutboundLink(pharmacy, null, 'Zinc', null)).toEqual({ url: 'https://www.lifepharmacy.com/search?q=Zinc%20supplement', sponsored: false });
  });

  it('encodes names with reserved characters', () => {
    expect(buildOutboundLink(amazon, null, 'Omega-3 (EPA & DHA)', 'tag=a%26b').url).toBe(
      'https://www.amazon.ae/s?k=Omega-3%20(EPA%20%26%20DHA)%20supplement&tag=a%26b',
    );
  });

  it("uses another store's verified product page only on that store's own https host", () => {
    const page = 'https://www.lifepharmacy.com/product/zinc-25mg#details';
    expect(buildOutboundLink(pharmacy, page, 'Zinc', 'utm_source=sahha')).toEqual({
      url: 'https://www.lifepharmacy.com/product/zinc-25mg?utm_source=sahha#details',
      sponsored: true,
    });
    for (const elsewhere of [
      'https://www.lifepharmacy.com.evil.example/zinc',
      'http://www.lifepharmacy.com/product/zinc',
      'https://user:pw@www.lifepharmacy.com/product/zinc',
      'https://shop.example/zinc',
      'javascript:alert(1)',
    ]) {
      expect(buildOutboundLink(pharmacy, elsewhere, 'Zinc', null).url).toBe('https://www.lifepharmacy.com/search?q=Zinc%20supplement');
    }
  });
});
