import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { FEED_MAX_ROWS, OFFER_MESSAGES } from '@sahha/contracts/catalog-admin';

import { detectFeedFormat, FEED_MESSAGES, type FeedItem, parseAvailability, parseFeedPrice, parseMerchantFeed } from './merchant-feed';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../test/fixtures/feeds', name), 'utf8');
const HEADER = 'id\ttitle\tlink\tprice\tavailability';
const tsv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const LINK = 'https://www.noon.com/uae-en/p/1';

const ZINC: FeedItem = {
  row: 1,
  id: 'N-ZINC-50',
  title: 'Now Foods Zinc 50 mg, 100 Tablets',
  link: 'https://www.noon.com/uae-en/now-zinc-50/N1/p/',
  price: 39,
  inStock: true,
  gtin: '0733739015206',
  brand: 'NOW Foods',
};

describe('parseMerchantFeed', () => {
  it.each([
    ['noon-feed.tsv', 'tsv', 'Magnesium Glycinate 200 mg'],
    ['noon-feed.csv', 'csv', 'Magnesium Glycinate 200 mg, "extra gentle" (120 caps)'],
    ['noon-feed.xml', 'xml', 'Magnesium Glycinate 200 mg & more'],
  ])('reads the %s fixture (%s)', (name, format, magnesiumTitle) => {
    const feed = parseMerchantFeed(fixture(name));
    expect(feed.format).toBe(format);
    expect(feed.errors).toEqual([]);
    expect(feed.items).toEqual([
      ZINC,
      { row: 2, id: 'N-MAG-200', title: magnesiumTitle, link: 'https://www.noon.com/uae-en/magnesium-glycinate/N2/p/', price: 1049.5, inStock: false, brand: "Doctor's Best" },
      { row: 3, id: 'N-BANANA', title: 'Dried Banana Chips 500 g', link: 'https://www.noon.com/uae-en/banana/N3/p/', price: 12, inStock: false },
    ]);
  });

  it('detects the format from the first character and the header line', () => {
    expect(detectFeedFormat('\uFEFF  <?xml version="1.0"?><rss/>')).toBe('xml');
    expect(detectFeedFormat('id\ttitle\nA\t"b, c"')).toBe('tsv');
    expect(detectFeedFormat('id,title\nA,"b\tc"')).toBe('csv');
  });

  it('reads g:-prefixed, upper-case and spaced header names and ignores other columns', () => {
    const feed = parseMerchantFeed(['G:ID,Title,Link,Price,Availability,Image Link', `A1,Zinc,${LINK},5 AED,In Stock,https://x/i.png`].join('\r\n'));
    expect(feed.errors).toEqual([]);
    expect(feed.items).toEqual([{ row: 1, id: 'A1', title: 'Zinc', link: LINK, price: 5, inStock: true }]);
  });

  it('names every bad field of a row, and goes on to the next row', () => {
    const feed = parseMerchantFeed(tsv(`\t${'t'.repeat(151)}\t\t49.00 USD\tsometimes`, `B2\tZinc\t${LINK}\t49.999 AED\tin_stock`, `C3\tZinc\t${LINK}\t10 AED\tin_stock`));
    expect(feed.errors).toEqual([
      { row: 1, field: 'id', message: FEED_MESSAGES.id },
      { row: 1, field: 'title', message: FEED_MESSAGES.title },
      { row: 1, field: 'link', message: FEED_MESSAGES.link },
      { row: 1, field: 'price', message: 'The price is in USD; only AED prices can be imported' },
      { row: 1, field: 'availability', message: FEED_MESSAGES.availability },
      { row: 2, field: 'price', message: OFFER_MESSAGES.price },
    ]);
    expect(feed.items.map((item) => item.id)).toEqual(['C3']);
  });

  it('refuses a repeated id, naming the first row', () => {
    const feed = parseMerchantFeed(tsv(`A\tZinc\t${LINK}\t1 AED\tin_stock`, `A\tIron\t${LINK}\t2 AED\tin_stock`));
    expect(feed.errors).toEqual([{ row: 2, field: 'id', message: FEED_MESSAGES.duplicateId(1) }]);
  });

  it('says which required column is missing and which row has the wrong number of cells', () => {
    expect(parseMerchantFeed('id,title,link\nA,Zinc,x').errors).toEqual([
      { row: 0, field: 'price', message: FEED_MESSAGES.missingColumn('price') },
      { row: 0, field: 'availability', message: FEED_MESSAGES.missingColumn('availability') },
    ]);
    expect(parseMerchantFeed(tsv(`A\tZinc\t${LINK}\t1 AED`)).errors).toEqual([{ row: 1, field: 'row', message: FEED_MESSAGES.columns(4, 5) }]);
    expect(parseMerchantFeed(HEADER).errors).toEqual([{ row: 0, field: 'content', message: FEED_MESSAGES.empty }]);
  });

  it('says where a CSV cannot be read', () => {
    const feed = parseMerchantFeed('id,title,link,price,availability\nA,"Zinc,x,1 AED,in_stock\n');
    expect(feed.items).toEqual([]);
    expect(feed.errors).toEqual([{ row: expect.any(Number), field: 'content', message: expect.stringMatching(/^The CSV cannot be read: /) }]);
  });

  it(`refuses more than ${FEED_MAX_ROWS} rows`, () => {
    const rows = Array.from({ length: FEED_MAX_ROWS + 1 }, (_, i) => `I${i}\tZinc\t${LINK}\t1 AED\tin_stock`);
    expect(parseMerchantFeed(tsv(...rows)).errors).toEqual([{ row: FEED_MAX_ROWS + 1, field: 'content', message: FEED_MESSAGES.tooManyRows }]);
  });

  describe('XML', () => {
    const rss = (items: string) => `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Shop</title>${items}</channel></rss>`;

    it('reads Atom entries with <link href>', () => {
      const feed = parseMerchantFeed(
        `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0"><entry><g:id>A</g:id><title>Zinc</title><link href="${LINK}"/><g:price>5.5 AED</g:price><g:availability>backorder</g:availability></entry></feed>`,
      );
      expect(feed).toEqual({ format: 'xml', errors: [], items: [{ row: 1, id: 'A', title: 'Zinc', link: LINK, price: 5.5, inStock: false }] });
    });

    it('names the item and field of a bad value', () => {
      const feed = parseMerchantFeed(rss(`<item><g:id>A</g:id><title>Zinc</title><link>${LINK}</link><g:price>5 AED</g:price><g:availability>in_stock</g:availability></item><item><g:id>B</g:id><title>Iron</title><link>${LINK}</link><g:price>free</g:price><g:availability>in_stock</g:availability><g:gtin>12</g:gtin></item>`));
      expect(feed.errors).toEqual([
        { row: 2, field: 'price', message: FEED_MESSAGES.price },
        { row: 2, field: 'gtin', message: FEED_MESSAGES.gtin },
      ]);
      expect(feed.items.map((item) => item.id)).toEqual(['A']);
    });

    it('reports malformed XML with its position and reads nothing', () => {
      const feed = parseMerchantFeed(rss(`<item><g:id>A</g:id><title>Zinc</item>`));
      expect(feed.items).toEqual([]);
      expect(feed.errors).toEqual([{ row: 1, field: 'content', message: expect.stringMatching(/^The XML cannot be read: .*\d+:\d+/) }]);
    });

    it('refuses a billion-laughs DOCTYPE at once, without expanding anything', () => {
      const lol = ['<!ENTITY lol "lol">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`)].join('');
      const attack = `<?xml version="1.0"?><!DOCTYPE rss [${lol}]><rss><channel><item><g:id>&lol9;</g:id></item></channel></rss>`;
      const started = performance.now();
      const feed = parseMerchantFeed(attack);
      expect(performance.now() - started).toBeLessThan(100);
      expect(feed).toEqual({ format: 'xml', items: [], errors: [{ row: 0, field: 'content', message: FEED_MESSAGES.doctype }] });
    });

    it('never reads an external entity (XXE): the DOCTYPE is refused, and an undeclared entity is an error', () => {
      const xxe = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><item><g:id>&xxe;</g:id></item></channel></rss>`;
      expect(parseMerchantFeed(xxe).errors).toEqual([{ row: 0, field: 'content', message: FEED_MESSAGES.doctype }]);
      const undeclared = parseMerchantFeed(rss(`<item><g:id>&xxe;</g:id></item>`));
      expect(undeclared.items).toEqual([]);
      expect(undeclared.errors[0].message).toMatch(/undefined entity/i);
      expect(JSON.stringify(undeclared)).not.toContain('root:');
    });
  });

  it('reads 10,000 rows in time linear in the input', () => {
    const feedOf = (count: number) => tsv(...Array.from({ length: count }, (_, i) => `ID-${i}\tNow Foods Zinc 50 mg, ${i} Tablets\thttps://www.noon.com/uae-en/zinc/N${i}/p/\t${(i % 500) + 1}.50 AED\tin_stock`));
    const time = (content: string) => {
      const started = performance.now();
      const feed = parseMerchantFeed(content);
      return { ms: performance.now() - started, feed };
    };
    time(feedOf(1000));
    const small = time(feedOf(2500));
    const large = time(feedOf(10_000));
    expect(large.feed.errors).toEqual([]);
    expect(large.feed.items).toHaveLength(10_000);
    // Four times the rows: well under sixteen times the time (quadratic), with room for a busy machine.
    expect(large.ms).toBeLessThan(Math.max(small.ms, 5) * 10);
    expect(large.ms).toBeLessThan(3000);
  });
});

describe('parseFeedPrice', () => {
  it.each([
    ['49.00 AED', 49],
    ['49 AED', 49],
    ['49.5aed', 49.5],
    [' 1,049.50 AED ', 1049.5],
    ['0.01 AED', 0.01],
  ])('reads %j', (raw, price) => {
    expect(parseFeedPrice(raw)).toEqual({ price });
  });

  it.each([
    ['AED 49', FEED_MESSAGES.price],
    ['49,00 AED', FEED_MESSAGES.price],
    ['-5 AED', FEED_MESSAGES.price],
    ['', FEED_MESSAGES.price],
    ['49.00 usd', FEED_MESSAGES.currency('USD')],
    ['0 AED', OFFER_MESSAGES.price],
    ['100000 AED', OFFER_MESSAGES.price],
    ['4.999 AED', OFFER_MESSAGES.price],
  ])('refuses %j', (raw, message) => {
    expect(parseFeedPrice(raw)).toEqual({ message });
  });
});

describe('parseAvailability', () => {
  it.each([
    ['in_stock', true],
    ['in stock', true],
    ['IN_STOCK', true],
    ['out_of_stock', false],
    ['out of stock', false],
    ['preorder', false],
    ['backorder', false],
    ['available', null],
    ['', null],
  ])('%j → %j', (raw, inStock) => {
    expect(parseAvailability(raw)).toBe(inStock);
  });
});
