import { FEED_MAX_ROWS, type FeedRowError, OFFER_MESSAGES } from '@sahha/contracts/catalog-admin';
import { CsvError, parse } from 'csv-parse/sync';
import { SaxesParser } from 'saxes';

import { isOfferPrice } from '../admin/offer-rules';

/**
 * A merchant's product feed in the Google Merchant Center format (docs/requirements.md, "API:
 * admin catalog"): TSV or CSV with a header row of attribute names, or RSS 2.0 / Atom XML with
 * `g:` elements. Only what an offer needs is read: id, title, link, price, availability, and gtin
 * and brand where given; other attributes are ignored. Pure: the caller checks links and matches.
 */

export type FeedFormat = 'tsv' | 'csv' | 'xml';

/** One readable row (1 = the first data row, or the first <item>). */
export interface FeedItem {
  row: number;
  id: string;
  title: string;
  link: string;
  /** AED. */
  price: number;
  inStock: boolean;
  gtin?: string;
  brand?: string;
}

export interface ParsedFeed {
  format: FeedFormat;
  items: FeedItem[];
  /** Row 0 is the feed as a whole (its header, or XML that cannot be read). */
  errors: FeedRowError[];
}

/** Google's limits: ids up to 50 characters, titles up to 150, brands up to 70; GTINs of 8, 12, 13 or 14 digits. */
export const FEED_ID_MAX = 50;
export const FEED_TITLE_MAX = 150;
export const FEED_BRAND_MAX = 70;
const LINK_MAX = 2000;

export const FEED_MESSAGES = {
  missingColumn: (column: string) => `The feed has no "${column}" column; the header row must name id, title, link, price and availability`,
  columns: (found: number, expected: number) => `The row has ${found} columns; the header row has ${expected}`,
  id: `Give an id of at most ${FEED_ID_MAX} characters`,
  duplicateId: (first: number) => `The same id is on row ${first}; each item needs an id of its own`,
  title: `Give a title of at most ${FEED_TITLE_MAX} characters`,
  link: "Give an https link to the product page on the store's own site",
  price: 'Give the price as a number and its currency, such as "49.00 AED"',
  currency: (currency: string) => `The price is in ${currency}; only AED prices can be imported`,
  priceRange: OFFER_MESSAGES.price,
  availability: 'Give the availability as in_stock, out_of_stock, preorder or backorder',
  gtin: 'Give a GTIN of 8, 12, 13 or 14 digits, or leave it empty',
  brand: `Give a brand of at most ${FEED_BRAND_MAX} characters, or leave it empty`,
  tooManyRows: `The feed has more than ${FEED_MAX_ROWS.toLocaleString('en-US')} items; split it`,
  unreadable: (format: string, reason: string) => `The ${format} cannot be read: ${reason}`,
  doctype: 'XML with a DOCTYPE is not accepted: a product feed needs none, and its entities could expand without bound',
  empty: 'The feed has no items',
} as const;

const AVAILABILITY = new Map([
  ['in_stock', true],
  ['out_of_stock', false],
  ['preorder', false],
  ['backorder', false],
]);

/** The attributes read, and the names a header or an XML element may give them. */
const ATTRIBUTES = ['id', 'title', 'link', 'price', 'availability', 'gtin', 'brand'] as const;
type Attribute = (typeof ATTRIBUTES)[number];
const REQUIRED: readonly Attribute[] = ['id', 'title', 'link', 'price', 'availability'];

/** 'g:price', 'Price', ' price ' → 'price'; spaces and dashes read as underscores as Google does. */
function attributeName(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^g:/, '')
    .replace(/[\s-]+/g, '_');
}

function isAttribute(name: string): name is Attribute {
  return (ATTRIBUTES as readonly string[]).includes(name);
}

/** Reads '49.00 AED' (also '49 aed', '1,049.50 AED'). */
export function parseFeedPrice(raw: string): { price: number } | { message: string } {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*([A-Za-z]{3})$/.exec(raw.trim());
  if (!match) return { message: FEED_MESSAGES.price };
  const currency = match[3].toUpperCase();
  if (currency !== 'AED') return { message: FEED_MESSAGES.currency(currency) };
  const price = Number(`${match[1].replace(/,/g, '')}.${match[2] ?? '0'}`);
  return isOfferPrice(price) ? { price } : { message: FEED_MESSAGES.priceRange };
}

/** in_stock (also 'in stock') is in stock; out_of_stock, preorder and backorder are not. */
export function parseAvailability(raw: string): boolean | null {
  return AVAILABILITY.get(raw.trim().toLowerCase().replace(/\s+/g, '_')) ?? null;
}

/** Checks one row's values and gives its item, or its errors (every bad field). */
function readItem(row: number, values: Partial<Record<Attribute, string>>, ids: Map<string, number>, errors: FeedRowError[]): FeedItem | null {
  const before = errors.length;
  const fail = (field: string, message: string) => errors.push({ row, field, message });
  const text = (attribute: Attribute) => (values[attribute] ?? '').trim();

  const id = text('id');
  if (id === '' || id.length > FEED_ID_MAX) fail('id', FEED_MESSAGES.id);
  else if (ids.has(id)) fail('id', FEED_MESSAGES.duplicateId(ids.get(id) as number));
  else ids.set(id, row);
  const title = text('title').replace(/\s+/g, ' ');
  if (title === '' || title.length > FEED_TITLE_MAX) fail('title', FEED_MESSAGES.title);
  const link = text('link');
  if (link === '' || link.length > LINK_MAX) fail('link', FEED_MESSAGES.link);
  const price = parseFeedPrice(text('price'));
  if ('message' in price) fail('price', price.message);
  const inStock = parseAvailability(text('availability'));
  if (inStock === null) fail('availability', FEED_MESSAGES.availability);
  const gtin = text('gtin');
  if (gtin !== '' && !/^(\d{8}|\d{12,14})$/.test(gtin)) fail('gtin', FEED_MESSAGES.gtin);
  const brand = text('brand');
  if (brand.length > FEED_BRAND_MAX) fail('brand', FEED_MESSAGES.brand);

  if (errors.length > before || 'message' in price || inStock === null) return null;
  return { row, id, title, link, price: price.price, inStock, ...(gtin ? { gtin } : {}), ...(brand ? { brand } : {}) };
}

export function detectFeedFormat(content: string): FeedFormat {
  const text = content.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<')) return 'xml';
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return firstLine.includes('\t') ? 'tsv' : 'csv';
}

function parseDelimited(content: string, format: 'tsv' | 'csv'): ParsedFeed {
  const errors: FeedRowError[] = [];
  const items: FeedItem[] = [];
  let records: string[][];
  try {
    records = parse(content, {
      bom: true,
      delimiter: format === 'tsv' ? '\t' : ',',
      // RFC 4180 quotes in CSV; a TSV field is taken as it is (Google's TSV has no quoting), so a title with `"` stays intact.
      quote: format === 'csv' ? '"' : false,
      relax_column_count: true,
      skip_empty_lines: true,
      // One more than allowed, to say the feed is too long without reading the rest.
      to: FEED_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    const reason = error instanceof CsvError ? error.message : String(error);
    const row = error instanceof CsvError ? Math.max(0, (error as CsvError & { records?: number }).records ?? 0) : 0;
    return { format, items, errors: [{ row, field: 'content', message: FEED_MESSAGES.unreadable(format.toUpperCase(), reason) }] };
  }
  const [header = [], ...rows] = records;
  const columns = header.map(attributeName);
  const missing = REQUIRED.filter((attribute) => !columns.includes(attribute));
  if (missing.length > 0) return { format, items, errors: missing.map((column) => ({ row: 0, field: column, message: FEED_MESSAGES.missingColumn(column) })) };
  if (rows.length === 0) return { format, items, errors: [{ row: 0, field: 'content', message: FEED_MESSAGES.empty }] };
  if (rows.length > FEED_MAX_ROWS) return { format, items, errors: [{ row: FEED_MAX_ROWS + 1, field: 'content', message: FEED_MESSAGES.tooManyRows }] };

  const ids = new Map<string, number>();
  rows.forEach((cells, index) => {
    const row = index + 1;
    if (cells.length !== columns.length) {
      errors.push({ row, field: 'row', message: FEED_MESSAGES.columns(cells.length, columns.length) });
      return;
    }
    const values: Partial<Record<Attribute, string>> = {};
    columns.forEach((column, at) => {
      if (isAttribute(column) && values[column] === undefined) values[column] = cells[at];
    });
    const item = readItem(row, values, ids, errors);
    if (item) items.push(item);
  });
  return { format, items, errors };
}

/**
 * RSS 2.0 (<item>) or Atom (<entry>) with Google's `g:` elements; an unprefixed <title>/<link>
 * serves as well (an Atom <link href="…"/> too). Only an item's direct children are read, so a
 * <g:shipping><g:price> never passes for the item's price. A DOCTYPE is refused outright: saxes
 * never expands entities a DTD declares nor fetches external ones, and refusing the DOCTYPE says so
 * plainly instead of failing on the first undeclared entity.
 */
function parseXml(content: string): ParsedFeed {
  const errors: FeedRowError[] = [];
  const items: FeedItem[] = [];
  const ids = new Map<string, number>();
  const parser = new SaxesParser({ xmlns: false, position: true });
  let depth = 0;
  let itemDepth = -1;
  let count = 0;
  let values: Partial<Record<Attribute, string>> = {};
  let field: Attribute | null = null;
  let fieldText = '';
  const outcome: { stop: FeedRowError | null } = { stop: null };

  class Stop extends Error {}
  const halt = (error: FeedRowError): never => {
    outcome.stop = error;
    throw new Stop();
  };

  parser.on('doctype', () => halt({ row: 0, field: 'content', message: FEED_MESSAGES.doctype }));
  parser.on('opentag', (tag) => {
    depth += 1;
    const name = attributeName(tag.name);
    if (itemDepth === -1 && (name === 'item' || name === 'entry')) {
      count += 1;
      if (count > FEED_MAX_ROWS) halt({ row: count, field: 'content', message: FEED_MESSAGES.tooManyRows });
      itemDepth = depth;
      values = {};
    } else if (itemDepth !== -1 && depth === itemDepth + 1 && isAttribute(name) && values[name] === undefined) {
      field = name;
      fieldText = '';
      const href = tag.attributes.href;
      if (name === 'link' && typeof href === 'string') fieldText = href;
    }
  });
  const onText = (text: string) => {
    if (field !== null) fieldText += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (field !== null && depth === itemDepth + 1) {
      values[field] = fieldText;
      field = null;
    } else if (depth === itemDepth) {
      itemDepth = -1;
      const item = readItem(count, values, ids, errors);
      if (item) items.push(item);
    }
    depth -= 1;
  });
  parser.on('error', (error) => halt({ row: Math.max(count, 0), field: 'content', message: FEED_MESSAGES.unreadable('XML', error.message) }));

  try {
    parser.write(content.replace(/^\uFEFF/, '')).close();
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  if (outcome.stop !== null) return { format: 'xml', items: [], errors: [outcome.stop] };
  if (count === 0) return { format: 'xml', items, errors: [{ row: 0, field: 'content', message: FEED_MESSAGES.empty }] };
  return { format: 'xml', items, errors };
}

/** Reads a feed of any of the three formats; cost linear in its length. */
export function parseMerchantFeed(content: string): ParsedFeed {
  const format = detectFeedFormat(content);
  return format === 'xml' ? parseXml(content) : parseDelimited(content, format);
}
