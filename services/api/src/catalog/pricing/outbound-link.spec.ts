import { buildOutboundUrl } from './outbound-link';

const marketplace = { marketplace: true, affiliateUrl: null, productName: 'Vitamin D3' };

describe('buildOutboundUrl', () => {
  it('turns a marketplace product URL into a clean product link with the tag', () => {
    const url = 'https://www.amazon.ae/Vitamin-D3/dp/B07QK2SPP7?th=1&psc=1';
    expect(buildOutboundUrl({ ...marketplace, url }, 'sahha-21')).toBe('https://www.amazon.ae/dp/B07QK2SPP7?tag=sahha-21');
  });

  it('falls back to a search for "{name} supplement" when the URL does not parse', () => {
    expect(buildOutboundUrl({ ...marketplace, url: 'https://www.amazon.ae/s?k=d3' }, 'sahha-21')).toBe(
      'https://www.amazon.ae/s?k=Vitamin%20D3%20supplement&tag=sahha-21',
    );
  });

  it('leaves the tag parameter out when no tag is configured', () => {
    expect(buildOutboundUrl({ ...marketplace, url: 'https://www.amazon.ae/dp/B07QK2SPP7' }, null)).toBe(
      'https://www.amazon.ae/dp/B07QK2SPP7',
    );
    expect(buildOutboundUrl({ ...marketplace, url: 'not a url' }, null)).toBe('https://www.amazon.ae/s?k=Vitamin%20D3%20supplement');
  });

  it('encodes names with reserved characters', () => {
    expect(buildOutboundUrl({ ...marketplace, productName: 'Omega-3 (EPA & DHA)', url: '' }, 'a&b')).toBe(
      'https://www.amazon.ae/s?k=Omega-3%20(EPA%20%26%20DHA)%20supplement&tag=a%26b',
    );
  });

  it('uses the affiliate URL, else the plain URL, for other retailers', () => {
    const other = { marketplace: false, productName: 'Zinc', url: 'https://shop.example/zinc' };
    expect(buildOutboundUrl({ ...other, affiliateUrl: 'https://shop.example/zinc?ref=sahha' }, 'sahha-21')).toBe(
      'https://shop.example/zinc?ref=sahha',
    );
    expect(buildOutboundUrl({ ...other, affiliateUrl: null }, 'sahha-21')).toBe('https://shop.example/zinc');
  });
});
