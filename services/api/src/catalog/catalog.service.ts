import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type PlanCostResponse, type PriceFreshness, type ProductDetail, type ProductPriceEntry, type ProductSummary, type RetailerSummary } from '@sahha/contracts';
import { outboundClickPath } from '@sahha/contracts/outbound-links';
import { isFreshInStock, priceFreshness } from '@sahha/contracts/price-freshness';
import { gulfCalendarDay } from '@sahha/contracts/time';
import type { Repository } from 'typeorm';

import { productCautions } from '../clinical/knowledge-base';
import { CacheInvalidation } from '../common/cache-invalidation';
import { CachedValue } from '../common/cached-value';
import { DAILY_SERVINGS, PRODUCT_KEYS, type ProductKey, supplementByKey, type SupplementKnowledge } from './knowledge';
import { itemCost, planCost } from './plan-cost/plan-cost';
import { byPrice, findMarketplaceDeal, selectBestDeal } from './pricing/best-deal';
import { MARKETPLACE_RETAILER_KEY, marketplaceProductUrl } from './pricing/marketplace-link';
import { buildOutboundLink } from './pricing/outbound-link';
import { formatPrice, pricePerServing } from './pricing/price-format';
import { findProductKey } from './product-lookup';
import { ProductRatingsService } from './ratings/product-ratings.service';
import { AFFILIATE_PARAMS, type AffiliateParams } from './retail/affiliate-params';
import { FallbackItemEntity, ProductOfferEntity, RetailerEntity, RetailListingEntity } from './retail/retail.entities';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** The fallback marketplace entry: delivery '1-3 days', rating 4.6 (docs/requirements.md, "Data: products, retailers and prices"). */
export const FALLBACK_DELIVERY_TIME = '1-3 days';
export const FALLBACK_RATING = 4.6;

/**
 * The retail tables are written by the seeder and by price updates made on the database, never by
 * a request, so every product page used to re-read four tables that had not changed. A minute-old
 * price is fine for a page that shows when prices were checked; whoever writes them from inside
 * a process calls forgetRetailData(), which every replica hears (CacheInvalidation).
 */
export const RETAIL_DATA_TTL_MS = 60_000;

/** Announced on every write to the retail tables; the price history listens too. */
export const RETAIL_DATA_TOPIC = 'catalog:retail-data';

/** A price entry with the number kept for sorting, before it is shaped for the response. */
interface Candidate {
  retailerKey: string;
  marketplace: boolean;
  price: number;
  inStock: boolean;
  freshness: PriceFreshness;
  entry: ProductPriceEntry;
}

/** The cheapest fresh in-stock price (docs/requirements.md, "API: GET /api/products"): never a price we do not stand behind. */
function lowestPrice(candidates: Candidate[]): string | null {
  const prices = candidates.filter(isFreshInStock).map((candidate) => candidate.price);
  return prices.length > 0 ? formatPrice(Math.min(...prices)) : null;
}

interface RetailData {
  retailers: Map<string, RetailerEntity>;
  offers: ProductOfferEntity[];
  listings: RetailListingEntity[];
  fallback: FallbackItemEntity[];
}

interface Priced {
  pricing: Candidate[];
  bestDeal: Candidate | null;
  otherRetailers: Candidate[];
  lowestPrice: Candidate | null;
}

@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(RetailerEntity) private readonly retailers: Repository<RetailerEntity>,
    @InjectRepository(ProductOfferEntity) private readonly offers: Repository<ProductOfferEntity>,
    @InjectRepository(RetailListingEntity) private readonly listings: Repository<RetailListingEntity>,
    @InjectRepository(FallbackItemEntity) private readonly fallback: Repository<FallbackItemEntity>,
    private readonly ratings: ProductRatingsService,
    @Inject(AFFILIATE_PARAMS) private readonly affiliateParams: AffiliateParams,
    private readonly invalidation: CacheInvalidation,
  ) {
    invalidation.on(RETAIL_DATA_TOPIC, () => this.retailData.forget());
  }

  private readonly retailData = new CachedValue(() => this.load(), RETAIL_DATA_TTL_MS);

  /** Forgotten here before this returns; resolves once the other replicas have been told. */
  forgetRetailData(): Promise<void> {
    return this.invalidation.invalidate(RETAIL_DATA_TOPIC);
  }

  /** The product lookup (docs/requirements.md, "API: GET /api/products/:id"); 404 'Product not found' when nothing matches. */
  resolveKey(id: string): ProductKey {
    const key = findProductKey(id, PRODUCT_KEYS);
    if (!key) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return key;
  }

  async list(): Promise<ProductSummary[]> {
    const data = await this.retailData.get();
    return PRODUCT_KEYS.map((key) => {
      const product = supplementByKey.get(key) as SupplementKnowledge;
      const { pricing, bestDeal } = this.price(product, data);
      return {
        id: key,
        name: product.name,
        description: product.description,
        timeOfDay: product.timeOfDay,
        lowestPrice: lowestPrice([...pricing, ...(bestDeal ? [bestDeal] : [])]),
        bestDeal: bestDeal
          ? { retailer: bestDeal.entry.retailer, kind: bestDeal.entry.kind, price: bestDeal.entry.price, inStock: bestDeal.entry.inStock }
          : null,
      };
    });
  }

  /** The retailer table, for the outbound-host checks and anyone who wants to know where links go. */
  async retailerList(): Promise<RetailerSummary[]> {
    const { retailers } = await this.retailData.get();
    return [...retailers.values()]
      .map(({ key, name, kind, logo, siteUrl }) => ({ key, name, kind, logo, siteUrl }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Where a click on `retailerKey`'s link for the product goes: the link its product page shows,
   * computed from the tables (never from the request); null when the page shows no such link.
   * Only the exact product key: the click path is built from the key the page resolved to.
   */
  async outboundDestination(retailerKey: string, productKey: string): Promise<string | null> {
    if (!(PRODUCT_KEYS as readonly string[]).includes(productKey)) return null;
    const product = supplementByKey.get(productKey as ProductKey) as SupplementKnowledge;
    const { pricing, bestDeal } = this.price(product, await this.retailData.get());
    const entries = [...(bestDeal ? [bestDeal] : []), ...pricing];
    return entries.find((candidate) => candidate.retailerKey === retailerKey)?.entry.outboundUrl ?? null;
  }

  async detail(id: string): Promise<ProductDetail> {
    const key = this.resolveKey(id);
    const product = supplementByKey.get(key) as SupplementKnowledge;
    const [data, ratingSummary] = await Promise.all([this.retailData.get(), this.ratings.summary(key)]);
    const { pricing, bestDeal, otherRetailers, lowestPrice } = this.price(product, data);
    return {
      id: key,
      name: product.name,
      description: product.description,
      timeOfDay: product.timeOfDay,
      benefits: [...product.benefits],
      recommendedDosage: product.recommendedDosage,
      cautions: productCautions(key),
      scientificEvidence: product.scientificEvidence,
      evidenceUrl: product.evidenceUrl,
      evidenceGrade: product.evidenceGrade,
      sources: product.sources.map((source) => ({ ...source })),
      pricing: pricing.map((c) => c.entry),
      bestDeal: bestDeal?.entry ?? null,
      otherRetailers: otherRetailers.map((c) => c.entry),
      lowestPriceRetailerKey: lowestPrice?.retailerKey ?? null,
      ratingSummary,
    };
  }

  /**
   * What a plan of `keys` (exact product keys) costs a day and a month (docs/requirements.md, "Data:
   * plan cost"): from fresh in-stock offers with a pack size only, so no price we do not have.
   */
  async planCost(keys: readonly ProductKey[]): Promise<PlanCostResponse> {
    const data = await this.retailData.get();
    return planCost(
      keys.map((key) => {
        // The stores' own offers, priced as the product page prices them (and cached with them).
        const { pricing } = this.price(supplementByKey.get(key) as SupplementKnowledge, data);
        const offers = pricing.map((candidate) => ({
          retailerKey: candidate.retailerKey,
          retailer: candidate.entry.retailer,
          price: candidate.price,
          servingsPerPack: candidate.entry.servings,
          checkedAt: candidate.entry.checkedAt,
          freshInStock: isFreshInStock(candidate),
        }));
        return itemCost(key, DAILY_SERVINGS[key].servingsPerDay, offers);
      }),
    );
  }

  private async load(): Promise<RetailData> {
    const [retailers, offers, listings, fallback] = await Promise.all([
      this.retailers.find(),
      this.offers.find({ order: { id: 'ASC' } }),
      this.listings.find({ order: { id: 'ASC' } }),
      this.fallback.find({ order: { id: 'ASC' } }),
    ]);
    return { retailers: new Map(retailers.map((retailer) => [retailer.key, retailer])), offers, listings, fallback };
  }

  /**
   * A product's prices, worked out once per load of the retail data and Gulf day rather than on
   * every request (the marketplace match normalises every listing's name: ~7 % of a product page's
   * CPU). Keyed on the loaded data itself, so a reload (TTL or invalidation) starts afresh and prices
   * are never older than the data they come from; and on the day, since freshness is judged against
   * today's Gulf day on every call, not when the cached tables were read, so a price turns stale at
   * the Gulf midnight of its 30th day whatever the cache holds. The results are shared between
   * answers and never modified.
   */
  private readonly pricedByData = new WeakMap<RetailData, Map<string, Priced>>();

  private price(product: SupplementKnowledge, data: RetailData, today = gulfCalendarDay(Date.now())): Priced {
    let priced = this.pricedByData.get(data);
    if (!priced) {
      priced = new Map();
      this.pricedByData.set(data, priced);
    }
    const key = `${product.key} ${today}`;
    let result = priced.get(key);
    if (!result) {
      result = this.priceNow(product, data, today);
      priced.set(key, result);
    }
    return result;
  }

  private priceNow(product: SupplementKnowledge, data: RetailData, today: string): Priced {
    const offers = data.offers
      .filter((offer) => offer.productKey === product.key)
      .flatMap((offer) => {
        const retailer = data.retailers.get(offer.retailerKey);
        return retailer ? [this.fromOffer(product, offer, retailer, today)] : [];
      });
    const marketplaceRetailer = data.retailers.get(MARKETPLACE_RETAILER_KEY);
    const marketplaceDeal = marketplaceRetailer ? this.marketplaceDeal(product, data, marketplaceRetailer, offers, today) : null;
    const { bestDeal, otherRetailers, lowestPrice } = selectBestDeal(offers, marketplaceDeal);
    return { pricing: byPrice(offers), bestDeal, otherRetailers, lowestPrice };
  }

  private marketplaceDeal(product: SupplementKnowledge, data: RetailData, retailer: RetailerEntity, offers: Candidate[], today: string): Candidate | null {
    const listings = data.listings.map((listing) => ({ ...listing, marketplace: listing.retailerKey === MARKETPLACE_RETAILER_KEY }));
    const deal = findMarketplaceDeal(product.name, listings, data.fallback);
    if (!deal) return null;
    // The marketplace's own rating for this product when it has an offer, else the default of the requirements.
    const rating = offers.find((offer) => offer.marketplace)?.entry.rating ?? FALLBACK_RATING;
    if (deal.source === 'master') {
      const { listing } = deal;
      return this.candidate(product, retailer, today, {
        price: listing.price,
        inStock: true,
        deliveryTime: retailer.deliveryTime,
        rating,
        servings: null,
        quantity: listing.quantity,
        checkedAt: null,
        url: listing.url,
      });
    }
    const { listing } = deal;
    return this.candidate(product, retailer, today, {
      price: listing.price,
      inStock: listing.inStock,
      deliveryTime: FALLBACK_DELIVERY_TIME,
      rating: FALLBACK_RATING,
      servings: null,
      quantity: null,
      checkedAt: null,
      url: marketplaceProductUrl(listing.code),
    });
  }

  private fromOffer(product: SupplementKnowledge, offer: ProductOfferEntity, retailer: RetailerEntity, today: string): Candidate {
    return this.candidate(product, retailer, today, {
      price: offer.price,
      inStock: offer.inStock,
      // An admin may give the offer its own delivery time; an offer created in the Catalog area has no pack size yet.
      deliveryTime: offer.deliveryTime ?? retailer.deliveryTime,
      rating: offer.rating,
      servings: offer.servings > 0 ? offer.servings : null,
      quantity: offer.quantity === '' ? null : offer.quantity,
      checkedAt: offer.checkedAt,
      url: offer.url,
    });
  }

  private candidate(
    product: SupplementKnowledge,
    retailer: RetailerEntity,
    today: string,
    fields: {
      price: number;
      inStock: boolean;
      deliveryTime: string;
      rating: number;
      servings: number | null;
      quantity: string | null;
      checkedAt: string | null;
      url: string | null;
    },
  ): Candidate {
    const marketplace = retailer.kind === 'marketplace';
    const link = buildOutboundLink(
      { marketplace, siteUrl: retailer.siteUrl, searchUrl: retailer.searchUrl },
      fields.url,
      product.name,
      this.affiliateParams.get(retailer.key) ?? null,
    );
    // The master and fallback tables carry no checked date: their prices are never fresh.
    const freshness = priceFreshness(fields.checkedAt, today);
    return {
      retailerKey: retailer.key,
      marketplace,
      price: fields.price,
      inStock: fields.inStock,
      freshness,
      entry: {
        retailerKey: retailer.key,
        retailer: retailer.name,
        kind: retailer.kind,
        logo: retailer.logo,
        price: formatPrice(fields.price),
        currency: 'AED',
        inStock: fields.inStock,
        deliveryTime: fields.deliveryTime,
        rating: fields.rating,
        servings: fields.servings,
        quantity: fields.quantity,
        pricePerServing: pricePerServing(fields.price, fields.servings),
        checkedAt: fields.checkedAt,
        freshness,
        outboundUrl: link.url,
        clickUrl: outboundClickPath(retailer.key, product.key),
        sponsored: link.sponsored,
        affiliateProgram: marketplace ? 'amazon' : null,
      },
    };
  }
}
