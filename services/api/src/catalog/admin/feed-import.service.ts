import { BadRequestException, Injectable } from '@nestjs/common';
import {
  type FeedApplyResponse,
  type FeedImportRequest,
  type FeedMatchState,
  type FeedPreviewResponse,
  type FeedRowChange,
  type FeedRowError,
  type FeedRowPreview,
  OFFER_MESSAGES,
} from '@sahha/contracts/catalog-admin';
import { DataSource, type EntityManager, In } from 'typeorm';

import { withDatabaseSetupLock } from '../../database/database-lock';
import { inTransaction } from '../../database/transactions';
import { PriceAlertsService } from '../alerts/price-alerts.service';
import { CatalogService } from '../catalog.service';
import { type FeedItem, FEED_MESSAGES, type ParsedFeed, parseMerchantFeed } from '../feeds/merchant-feed';
import { isProductKey } from '../knowledge';
import { matchSupplementName } from '../pricing/supplement-name-match';
import { ProductOfferEntity, RetailerEntity } from '../retail/retail.entities';
import { FeedItemMatchEntity } from './admin-catalog.entities';
import { catalogProducts } from './admin-catalog.service';
import { fieldErrors } from './field-errors';
import { gulfToday, isOfferUrl, normalisedUrl } from './offer-rules';
import { createOffer, differs, type OfferAuthor, updateOffer } from './offer-writes';

export const FEED_IMPORT_MESSAGES = {
  notApplied: 'The feed has errors; nothing was applied',
  unconfirmed: 'Choose which of our products this item is, or leave it out; a suggestion is applied only once confirmed',
  productTaken: (row: number) => `The item on row ${row} is already matched to this product; a store has one offer per product`,
  matchProduct: OFFER_MESSAGES.productKey,
} as const;

/** Rows are written in batches of this many (feed_item_matches). */
const INSERT_BATCH = 500;
/** Outside a transaction, planning lets other requests run after this many rows (title matching costs ~0.1 ms a row). */
const ROWS_BETWEEN_YIELDS = 200;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One readable row and what would become of it. */
interface PlannedRow {
  item: FeedItem;
  productKey: string | null;
  match: FeedMatchState;
  change: FeedRowChange;
  /** The product's offer at the store, when it has one. */
  offer: ProductOfferEntity | null;
  /** The admin confirms the match with this import (not remembered yet). */
  confirmsNow: boolean;
}

interface FeedPlan {
  rows: PlannedRow[];
  /** Errors of the feed and its matches: preview shows them, apply refuses them. */
  errors: FeedRowError[];
  /** Rows an admin must still decide on: apply refuses them too. */
  undecided: FeedRowError[];
}

/** The most specific of our products the title names (the longest name among the matcher's hits), or null. */
function suggestProduct(title: string, products: readonly { key: string; name: string }[]): string | null {
  const hits = matchSupplementName(title, products, (product) => product.name);
  if (hits.length === 0) return null;
  return hits.reduce((best, hit) => (hit.name.length > best.name.length ? hit : best)).key;
}

function byRow(a: FeedRowError, b: FeedRowError): number {
  return a.row - b.row;
}

/**
 * A merchant feed's preview and all-or-nothing apply (docs/requirements.md, "API: admin catalog").
 * Matching: the admin's choice in this request, else the choice remembered from an earlier import,
 * else a suggestion from the title (never applied until confirmed), else none.
 */
@Injectable()
export class FeedImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly alerts: PriceAlertsService,
  ) {}

  async preview(request: FeedImportRequest): Promise<FeedPreviewResponse> {
    const retailer = await this.retailer(request.retailerKey);
    const feed = parseMerchantFeed(request.content);
    const plan = await this.plan(this.dataSource.manager, retailer, feed, request.matches ?? {}, true);
    return {
      format: feed.format,
      rows: plan.rows.map(({ item, productKey, match, change }) => this.previewRow(item, productKey, match, change)),
      errors: plan.errors,
    };
  }

  /**
   * Writes the whole feed or nothing: under the database lock that migrations and seeds take (so
   * two imports, on any replicas, never interleave) and in one transaction; any row error or
   * undecided match is a 400 listing them all. Then every replica forgets its cached prices.
   */
  async apply(request: FeedImportRequest, author: OfferAuthor): Promise<FeedApplyResponse> {
    const retailer = await this.retailer(request.retailerKey);
    // Read before the lock: parsing is the costly part and needs no database.
    const feed = parseMerchantFeed(request.content);
    if (feed.errors.length > 0) {
      // Refused whatever the database holds: every error is listed without taking the lock.
      const plan = await this.plan(this.dataSource.manager, retailer, feed, request.matches ?? {}, true);
      throw this.notApplied([...plan.errors, ...plan.undecided].sort(byRow));
    }
    const result = await withDatabaseSetupLock(this.dataSource, () =>
      inTransaction(this.dataSource, async (manager) => {
        const plan = await this.plan(manager, retailer, feed, request.matches ?? {});
        const errors = [...plan.errors, ...plan.undecided].sort(byRow);
        if (errors.length > 0) throw this.notApplied(errors);
        return { counts: await this.write(manager, retailer, plan, author), products: plan.rows.flatMap((row) => (row.productKey === null ? [] : [row.productKey])) };
      }),
    );
    await this.catalog.forgetRetailData();
    // After the commit: the alerts see the offers as written (docs/requirements.md, "API: price alerts").
    this.alerts.offersWritten(result.products);
    return result.counts;
  }

  private notApplied(errors: FeedRowError[]): BadRequestException {
    return new BadRequestException({ message: FEED_IMPORT_MESSAGES.notApplied, error: 'Bad Request', errors });
  }

  private async retailer(key: string): Promise<RetailerEntity> {
    const retailer = await this.dataSource.getRepository(RetailerEntity).findOneBy({ key });
    if (!retailer) throw fieldErrors([{ field: 'retailerKey', message: OFFER_MESSAGES.retailerKey }]);
    return retailer;
  }

  private previewRow(item: FeedItem, productKey: string | null, match: FeedMatchState, change: FeedRowChange): FeedRowPreview {
    return {
      row: item.row,
      feedId: item.id,
      title: item.title,
      link: item.link,
      price: item.price,
      inStock: item.inStock,
      ...(item.gtin !== undefined ? { gtin: item.gtin } : {}),
      ...(item.brand !== undefined ? { brand: item.brand } : {}),
      productKey,
      match,
      change,
    };
  }

  /**
   * `yieldToOthers` (never inside the apply's transaction, which must stay short and whole): the
   * event loop serves other requests between batches of rows, so a large preview does not stall
   * the product pages of this replica.
   */
  private async plan(
    manager: EntityManager,
    retailer: RetailerEntity,
    feed: ParsedFeed,
    matches: Record<string, string | null>,
    yieldToOthers = false,
  ): Promise<FeedPlan> {
    const errors = [...feed.errors];
    const undecided: FeedRowError[] = [];
    const [offers, remembered] = await Promise.all([
      manager.find(ProductOfferEntity, { where: { retailerKey: retailer.key } }),
      manager.find(FeedItemMatchEntity, { where: { retailerKey: retailer.key } }),
    ]);
    const offerOf = new Map(offers.map((offer) => [offer.productKey, offer]));
    const rememberedOf = new Map(remembered.map((row) => [row.feedItemId, row.productKey]));
    const products = catalogProducts();
    const productRow = new Map<string, number>();
    const rows: PlannedRow[] = [];

    for (const [index, item] of feed.items.entries()) {
      if (yieldToOthers && index > 0 && index % ROWS_BETWEEN_YIELDS === 0) await nextTurn();
      if (!isOfferUrl(item.link, retailer)) {
        errors.push({ row: item.row, field: 'link', message: FEED_MESSAGES.link });
        continue;
      }
      const chosen = Object.prototype.hasOwnProperty.call(matches, item.id) ? matches[item.id] : undefined;
      let productKey: string | null;
      let match: FeedMatchState;
      if (chosen !== undefined) {
        if (chosen !== null && !isProductKey(chosen)) {
          errors.push({ row: item.row, field: 'match', message: FEED_IMPORT_MESSAGES.matchProduct });
          continue;
        }
        [productKey, match] = [chosen, 'confirmed'];
      } else if (rememberedOf.has(item.id)) {
        [productKey, match] = [rememberedOf.get(item.id) ?? null, 'confirmed'];
      } else {
        productKey = suggestProduct(item.title, products);
        match = productKey === null ? 'none' : 'suggested';
        undecided.push({ row: item.row, field: 'match', message: FEED_IMPORT_MESSAGES.unconfirmed });
      }
      if (match === 'confirmed' && productKey !== null) {
        const first = productRow.get(productKey);
        if (first !== undefined) {
          errors.push({ row: item.row, field: 'match', message: FEED_IMPORT_MESSAGES.productTaken(first) });
          continue;
        }
        productRow.set(productKey, item.row);
      }
      const offer = productKey === null ? null : (offerOf.get(productKey) ?? null);
      const fields = { price: item.price, inStock: item.inStock, url: normalisedUrl(item.link) };
      const change: FeedRowChange = productKey === null ? 'not-imported' : offer === null ? 'new-offer' : differs(offer, fields) ? 'changed' : 'unchanged';
      rows.push({ item, productKey, match, change, offer, confirmsNow: chosen !== undefined && chosen !== rememberedOf.get(item.id) });
    }
    return { rows, errors: errors.sort(byRow), undecided };
  }

  private async write(manager: EntityManager, retailer: RetailerEntity, plan: FeedPlan, author: OfferAuthor): Promise<FeedApplyResponse> {
    const today = gulfToday();
    const counts: FeedApplyResponse = { created: 0, updated: 0, unchanged: 0, notImported: 0 };
    for (const { item, productKey, offer } of plan.rows) {
      if (productKey === null) {
        counts.notImported += 1;
        continue;
      }
      const fields = { price: item.price, inStock: item.inStock, url: normalisedUrl(item.link) };
      if (offer === null) {
        await createOffer(manager, { productKey, retailerKey: retailer.key }, fields, author, today);
        counts.created += 1;
      } else if ((await updateOffer(manager, offer, fields, author, today)) === 'changed') counts.updated += 1;
      else counts.unchanged += 1;
    }
    // The admin's new decisions are remembered for the store's next import.
    const decided = plan.rows.filter((row) => row.confirmsNow);
    const changedIds = decided.map((row) => row.item.id);
    for (let at = 0; at < changedIds.length; at += INSERT_BATCH) {
      await manager.delete(FeedItemMatchEntity, { retailerKey: retailer.key, feedItemId: In(changedIds.slice(at, at + INSERT_BATCH)) });
    }
    for (let at = 0; at < decided.length; at += INSERT_BATCH) {
      await manager.insert(
        FeedItemMatchEntity,
        decided.slice(at, at + INSERT_BATCH).map((row) => ({ retailerKey: retailer.key, feedItemId: row.item.id, productKey: row.productKey, confirmedBy: author.by })),
      );
    }
    return counts;
  }
}
