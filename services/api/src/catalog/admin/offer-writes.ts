import type { AdminOffer, OfferChange, OfferChangeSource } from '@sahha/contracts/catalog-admin';
import type { EntityManager } from 'typeorm';

import { FALLBACK_RATING } from '../catalog.service';
import { ProductOfferEntity } from '../retail/retail.entities';
import { OfferChangeEntity } from './admin-catalog.entities';
import { toCents } from './offer-rules';

/** Who writes: an admin in the Catalog area ('edit', 'feed') or the scheduled job ('cli'). */
export interface OfferAuthor {
  source: OfferChangeSource;
  /** The admin's e-mail, or the job's name. */
  by: string;
}

/** The fields an edit or an import sets; `undefined` keeps what the offer has. */
export interface OfferFields {
  price?: number;
  inStock?: boolean;
  deliveryTime?: string | null;
  url?: string | null;
  /** Servings in one pack; null: unknown (stored as 0, as the seed stores none). */
  servings?: number | null;
}

export type OfferWriteResult = 'new-offer' | 'changed' | 'unchanged';

export function toAdminOffer(offer: ProductOfferEntity): AdminOffer {
  return {
    id: offer.id,
    productKey: offer.productKey,
    retailerKey: offer.retailerKey,
    price: offer.price,
    inStock: offer.inStock,
    deliveryTime: offer.deliveryTime,
    url: offer.url,
    checkedAt: offer.checkedAt,
    servings: offer.servings > 0 ? offer.servings : null,
  };
}

export function toOfferChange(row: OfferChangeEntity): OfferChange {
  return {
    id: row.id,
    offerId: row.offerId,
    productKey: row.productKey,
    retailerKey: row.retailerKey,
    price: row.price,
    inStock: row.inStock,
    changedAt: row.changedAt.toISOString(),
    source: row.source,
    changedBy: row.changedBy,
  };
}

/** True when `fields` would change something `offer` holds. */
export function differs(offer: ProductOfferEntity, fields: OfferFields): boolean {
  return (
    (fields.price !== undefined && toCents(fields.price) !== offer.price) ||
    (fields.inStock !== undefined && fields.inStock !== offer.inStock) ||
    (fields.deliveryTime !== undefined && fields.deliveryTime !== offer.deliveryTime) ||
    (fields.url !== undefined && fields.url !== offer.url) ||
    (fields.servings !== undefined && (fields.servings ?? 0) !== offer.servings)
  );
}

async function recordChange(manager: EntityManager, offer: ProductOfferEntity, author: OfferAuthor): Promise<void> {
  await manager.insert(OfferChangeEntity, {
    offerId: offer.id,
    productKey: offer.productKey,
    retailerKey: offer.retailerKey,
    price: offer.price,
    inStock: offer.inStock,
    source: author.source,
    changedBy: author.by,
  });
}

/**
 * Creates an offer, recording it in offer_changes. A new offer has the servings an admin gave (else
 * none: no price per serving is shown and the plan cost cannot use it), no quantity text, and the
 * default rating of the requirements.
 */
export async function createOffer(
  manager: EntityManager,
  keys: { productKey: string; retailerKey: string },
  fields: Required<Pick<OfferFields, 'price' | 'inStock'>> & OfferFields,
  author: OfferAuthor,
  today: string,
): Promise<ProductOfferEntity> {
  const values = {
    productKey: keys.productKey,
    retailerKey: keys.retailerKey,
    price: toCents(fields.price),
    currency: 'AED' as const,
    url: fields.url ?? null,
    affiliateProgram: null,
    inStock: fields.inStock,
    rating: FALLBACK_RATING,
    servings: fields.servings ?? 0,
    quantity: '',
    checkedAt: today,
    deliveryTime: fields.deliveryTime ?? null,
  };
  const { identifiers } = await manager.insert(ProductOfferEntity, values);
  const offer = manager.create(ProductOfferEntity, { ...values, id: Number(identifiers[0].id) });
  await recordChange(manager, offer, author);
  return offer;
}

/**
 * Applies `fields` to `offer` and stamps it checked today (a person or an import looked at it).
 * Records the new state when anything changed; answers whether it did.
 */
export async function updateOffer(
  manager: EntityManager,
  offer: ProductOfferEntity,
  fields: OfferFields,
  author: OfferAuthor,
  today: string,
): Promise<OfferWriteResult> {
  const changed = differs(offer, fields);
  if (fields.price !== undefined) offer.price = toCents(fields.price);
  if (fields.inStock !== undefined) offer.inStock = fields.inStock;
  if (fields.deliveryTime !== undefined) offer.deliveryTime = fields.deliveryTime;
  if (fields.url !== undefined) offer.url = fields.url;
  if (fields.servings !== undefined) offer.servings = fields.servings ?? 0;
  const stamp = offer.checkedAt !== today;
  offer.checkedAt = today;
  if (changed || stamp) {
    await manager.update(
      ProductOfferEntity,
      { id: offer.id },
      { price: offer.price, inStock: offer.inStock, deliveryTime: offer.deliveryTime, url: offer.url, servings: offer.servings, checkedAt: today },
    );
  }
  if (changed) await recordChange(manager, offer, author);
  return changed ? 'changed' : 'unchanged';
}
