import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminCatalogResponse,
  type AdminOffer,
  OFFER_MESSAGES,
  type OfferChangesResponse,
  type OfferInput,
  type OfferPatch,
} from '@sahha/contracts/catalog-admin';
import { DataSource } from 'typeorm';

import { isDuplicateKey } from '../../database/duplicate-key';
import { inTransaction } from '../../database/transactions';
import { PriceAlertsService } from '../alerts/price-alerts.service';
import { CatalogService } from '../catalog.service';
import { isProductKey, PRODUCT_KEYS, supplementByKey } from '../knowledge';
import { ProductOfferEntity, RetailerEntity } from '../retail/retail.entities';
import { OfferChangeEntity } from './admin-catalog.entities';
import { fieldErrors } from './field-errors';
import { gulfToday, isOfferUrl, normalisedUrl } from './offer-rules';
import { createOffer, type OfferAuthor, toAdminOffer, toOfferChange, updateOffer } from './offer-writes';

export const OFFER_NOT_FOUND = 'Offer not found';
/** The newest changes GET /api/admin/catalog/changes answers with. */
export const OFFER_CHANGES_LIMIT = 200;

/** Our products as an offer or a feed match may name them, in the catalog's order. */
export function catalogProducts(): { key: string; name: string }[] {
  return PRODUCT_KEYS.map((key) => ({ key, name: supplementByKey.get(key)?.name ?? key }));
}

/** The admin Catalog area's offers and their recorded changes (docs/requirements.md, "API: admin catalog"). */
@Injectable()
export class AdminCatalogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly alerts: PriceAlertsService,
  ) {}

  async overview(): Promise<AdminCatalogResponse> {
    const [offers, retailers] = await Promise.all([
      this.dataSource.getRepository(ProductOfferEntity).find({ order: { productKey: 'ASC', retailerKey: 'ASC' } }),
      this.dataSource.getRepository(RetailerEntity).find({ order: { name: 'ASC' } }),
    ]);
    return {
      offers: offers.map(toAdminOffer),
      products: catalogProducts(),
      retailers: retailers.map(({ key, name, siteUrl, deliveryTime }) => ({ key, name, siteUrl, deliveryTime })),
    };
  }

  async create(input: OfferInput, author: OfferAuthor): Promise<AdminOffer> {
    const errors = [];
    if (!isProductKey(input.productKey)) errors.push({ field: 'productKey', message: OFFER_MESSAGES.productKey });
    const retailer = await this.dataSource.getRepository(RetailerEntity).findOneBy({ key: input.retailerKey });
    if (!retailer) errors.push({ field: 'retailerKey', message: OFFER_MESSAGES.retailerKey });
    else if (input.url != null && !isOfferUrl(input.url, retailer)) errors.push({ field: 'url', message: OFFER_MESSAGES.url });
    if (errors.length > 0) throw fieldErrors(errors);
    try {
      const offer = await inTransaction(this.dataSource, async (manager) => {
        if (await manager.existsBy(ProductOfferEntity, { productKey: input.productKey, retailerKey: input.retailerKey })) {
          throw new ConflictException(OFFER_MESSAGES.duplicate);
        }
        return createOffer(manager, input, { ...input, url: input.url == null ? input.url : normalisedUrl(input.url) }, author, gulfToday());
      });
      await this.catalog.forgetRetailData();
      this.alerts.offersWritten([offer.productKey]);
      return toAdminOffer(offer);
    } catch (error) {
      // Two admins adding the same offer at once: the unique (product, store) key decides.
      if (isDuplicateKey(error)) throw new ConflictException(OFFER_MESSAGES.duplicate);
      throw error;
    }
  }

  async update(id: number, patch: OfferPatch, author: OfferAuthor): Promise<AdminOffer> {
    const offer = await inTransaction(this.dataSource, async (manager) => {
      const found = await manager.findOneBy(ProductOfferEntity, { id });
      if (!found) throw new NotFoundException(OFFER_NOT_FOUND);
      if (patch.url != null) {
        const retailer = await manager.findOneBy(RetailerEntity, { key: found.retailerKey });
        if (!retailer || !isOfferUrl(patch.url, retailer)) throw fieldErrors([{ field: 'url', message: OFFER_MESSAGES.url }]);
      }
      await updateOffer(manager, found, { ...patch, url: patch.url == null ? patch.url : normalisedUrl(patch.url) }, author, gulfToday());
      return found;
    });
    await this.catalog.forgetRetailData();
    this.alerts.offersWritten([offer.productKey]);
    return toAdminOffer(offer);
  }

  async changes(filter: { productKey?: string; retailerKey?: string }): Promise<OfferChangesResponse> {
    const query = this.dataSource.getRepository(OfferChangeEntity).createQueryBuilder('change');
    if (filter.productKey !== undefined) query.andWhere('change.productKey = :productKey', { productKey: filter.productKey });
    if (filter.retailerKey !== undefined) query.andWhere('change.retailerKey = :retailerKey', { retailerKey: filter.retailerKey });
    const rows = await query.orderBy('change.changedAt', 'DESC').addOrderBy('change.id', 'DESC').take(OFFER_CHANGES_LIMIT).getMany();
    return { changes: rows.map(toOfferChange) };
  }
}
