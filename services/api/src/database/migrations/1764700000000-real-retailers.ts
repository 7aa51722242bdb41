import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

import { idColumn } from '../column-types';

/** The real stores (issue M, docs/retailers.md), as they stood when this migration was written. */
const REAL_RETAILERS = [
  ['amazon-ae', 'Amazon.ae', 'marketplace', '1-3 days', 'https://www.amazon.ae', 'https://www.amazon.ae/s?k={query}'],
  ['noon-ae', 'noon', 'quick_delivery', 'Same day', 'https://www.noon.com/uae-en/', 'https://www.noon.com/uae-en/search/?q={query}'],
  ['life-pharmacy', 'Life Pharmacy', 'pharmacy_chain', '1-2 days', 'https://www.lifepharmacy.com', 'https://www.lifepharmacy.com/search?q={query}'],
  ['binsina', 'BinSina Pharmacy', 'pharmacy_chain', '1-2 days', 'https://www.binsina.ae/en/', 'https://www.binsina.ae/en/catalogsearch/result/?q={query}'],
  ['iherb', 'iHerb', 'international_shop', '3-5 days', 'https://ae.iherb.com', 'https://ae.iherb.com/search?kw={query}'],
  ['carrefour-uae', 'Carrefour UAE', 'hypermarket', '2-3 days', 'https://www.carrefouruae.com/mafuae/en/', 'https://www.carrefouruae.com/mafuae/en/search?keyword={query}'],
] as const;

/** Each invented store of the first seed and the real store of the same kind that takes its rows. */
const INVENTED_TO_REAL: Record<string, string> = {
  'al-shifa-pharmacy': 'life-pharmacy',
  'quickcart-uae': 'noon-ae',
  'vitaglobal-shop': 'iherb',
  'oasis-hypermarket': 'carrefour-uae',
  'medipoint-pharmacy': 'binsina',
  'wellcare-pharmacy': 'binsina',
};

/** The marketplace codes the first seed made up; none names a real product. */
const MADE_UP_CODES = new Set([
  'B07B12MTH2', 'B07CALD3K5', 'B07D3K1000', 'B07D3K5000', 'B07FOLIC03', 'B07GLUCOM2', 'B07OMEGA37', 'B07PROBI50',
  'B07ZINC50X', 'B07ZINCPC9', 'B08ASHKSM6', 'B08COQ1010', 'B08D3VITD1', 'B08GTEAEX5', 'B08IRONBG4', 'B08MAGGLY6',
  'B08MULTIM2', 'B08MULTIV1', 'B08OMEGA1K', 'B08OMEGAL2', 'B08TURMER7', 'B08VITC1K8', 'B09ASHROOT', 'B09BCPLX01',
  'B09COLLAG2', 'B09MAGPWD4', 'B09RHODIO3', 'B09UBIQ100', 'B09VITC500', 'B09VITE400',
]);

/** The date the first seed stamped on every price, though no one had checked any. */
const INVENTED_CHECKED_AT = '2026-11-16';

/** A URL the first seed invented: a reserved `.example` shop or a made-up marketplace code. */
function isInventedUrl(raw: string | null): boolean {
  if (raw === null) return false;
  try {
    const url = new URL(raw);
    if (url.hostname.endsWith('.example')) return true;
    const code = /\/dp\/([A-Z0-9]{10})/.exec(url.pathname)?.[1];
    return code !== undefined && MADE_UP_CODES.has(code);
  } catch {
    return true;
  }
}

/**
 * Issue M: the retailer table holds real UAE stores, each with its site and its own search form;
 * the invented stores' rows move to the real store of the same kind (prices kept, as they were);
 * links the first seed invented (`.example` shops, made-up marketplace codes) are removed, so the
 * link becomes the store's search; offers lose the invented 'checked' date and the per-offer
 * affiliate URL (affiliate parameters come from configuration only). Adds the click counts.
 */
export class RealRetailers1764700000000 implements MigrationInterface {
  name = 'RealRetailers1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('retailers', [
      new TableColumn({ name: 'site_url', type: 'varchar', length: '200', default: "''" }),
      new TableColumn({ name: 'search_url', type: 'varchar', length: '300', default: "''" }),
    ]);
    const existing = new Set(((await queryRunner.query('SELECT `key` FROM retailers')) as { key: string }[]).map((row) => row.key));
    for (const [key, name, kind, deliveryTime, siteUrl, searchUrl] of REAL_RETAILERS) {
      if (existing.has(key)) {
        await queryRunner.query('UPDATE retailers SET site_url = ?, search_url = ? WHERE `key` = ?', [siteUrl, searchUrl, key]);
      } else {
        await queryRunner.query(
          'INSERT INTO retailers (`key`, name, kind, delivery_time, logo, site_url, search_url) VALUES (?, ?, ?, ?, ?, ?, ?)',
          [key, name, kind, deliveryTime, key, siteUrl, searchUrl],
        );
      }
    }
    for (const [invented, real] of Object.entries(INVENTED_TO_REAL)) {
      await queryRunner.query('UPDATE product_offers SET retailer_key = ? WHERE retailer_key = ?', [real, invented]);
      await queryRunner.query('UPDATE retail_listings SET retailer_key = ? WHERE retailer_key = ?', [real, invented]);
    }
    // Any other store has no verified site to link to: its rows go with it.
    const realKeys = REAL_RETAILERS.map(([key]) => key);
    const notReal = `NOT IN (${realKeys.map(() => '?').join(', ')})`;
    await queryRunner.query(`DELETE FROM product_offers WHERE retailer_key ${notReal}`, realKeys);
    await queryRunner.query(`DELETE FROM retail_listings WHERE retailer_key ${notReal}`, realKeys);
    await queryRunner.query(`DELETE FROM retailers WHERE \`key\` ${notReal}`, realKeys);

    await queryRunner.changeColumn('product_offers', 'url', new TableColumn({ name: 'url', type: 'varchar', length: '500', isNullable: true }));
    await queryRunner.changeColumn(
      'product_offers',
      'checked_at',
      new TableColumn({ name: 'checked_at', type: 'varchar', length: '10', isNullable: true }),
    );
    await queryRunner.dropColumn('product_offers', 'affiliate_url');
    const offers: { id: number; url: string | null }[] = await queryRunner.query('SELECT id, url FROM product_offers');
    const inventedOffers = offers.filter((offer) => isInventedUrl(offer.url)).map((offer) => Number(offer.id));
    if (inventedOffers.length > 0) {
      await queryRunner.query(`UPDATE product_offers SET url = NULL WHERE id IN (${inventedOffers.map(() => '?').join(', ')})`, inventedOffers);
    }
    await queryRunner.query('UPDATE product_offers SET checked_at = NULL WHERE checked_at = ?', [INVENTED_CHECKED_AT]);

    // A master-table row is known by its URL: an invented one becomes its store's search for the row's name.
    const searchUrls = new Map<string, string>(REAL_RETAILERS.map(([key, , , , , searchUrl]) => [key, searchUrl]));
    const listings: { id: number; retailerKey: string; productName: string; url: string }[] = await queryRunner.query(
      'SELECT id, retailer_key AS retailerKey, product_name AS productName, url FROM retail_listings ORDER BY id',
    );
    const taken = new Set(listings.filter((row) => !isInventedUrl(row.url)).map((row) => row.url));
    for (const row of listings.filter((listing) => isInventedUrl(listing.url))) {
      const url = (searchUrls.get(row.retailerKey) as string).replace('{query}', encodeURIComponent(row.productName));
      if (taken.has(url)) {
        await queryRunner.query('DELETE FROM retail_listings WHERE id = ?', [row.id]);
      } else {
        taken.add(url);
        await queryRunner.query('UPDATE retail_listings SET url = ? WHERE id = ?', [url, row.id]);
      }
    }
    const fallback: { id: number; code: string }[] = await queryRunner.query('SELECT id, code FROM fallback_items');
    const madeUp = fallback.filter((item) => MADE_UP_CODES.has(item.code)).map((item) => Number(item.id));
    if (madeUp.length > 0) await queryRunner.query(`DELETE FROM fallback_items WHERE id IN (${madeUp.map(() => '?').join(', ')})`, madeUp);

    // Clicks on outbound links, counted per store, product and Gulf calendar day: nothing about who clicked.
    await queryRunner.createTable(
      new Table({
        name: 'outbound_clicks',
        columns: [
          idColumn(),
          { name: 'retailer_key', type: 'varchar', length: '40' },
          { name: 'product_key', type: 'varchar', length: '40' },
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'clicks', type: 'integer', default: 0 },
        ],
        uniques: [{ name: 'UQ_outbound_clicks_retailer_product_day', columnNames: ['retailer_key', 'product_key', 'day'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbound_clicks');
    await queryRunner.addColumn('product_offers', new TableColumn({ name: 'affiliate_url', type: 'varchar', length: '500', isNullable: true }));
    await queryRunner.dropColumns('retailers', ['site_url', 'search_url']);
  }
}
