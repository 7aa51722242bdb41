import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  PRICE_ALERT_MESSAGES,
  priceAlertOneClickUnsubscribeUrl,
  priceAlertUnsubscribeLink,
  type PriceAlert,
  type UnsubscribePriceAlertResponse,
} from '@sahha/contracts/price-alerts';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource, type EntityManager, In, type Repository } from 'typeorm';

import { hashAccountToken, issueAccountToken } from '../../auth/account-tokens';
import { BackgroundWork } from '../../common/background-work';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isDuplicateKey } from '../../database/duplicate-key';
import { priceDropMessage } from '../../mail/mail-messages';
import { MailService } from '../../mail/mail.service';
import { AccountDataRegistry } from '../../users/account-data.registry';
import { UserEntity } from '../../users/user.entity';
import { type ProductKey, supplementByKey } from '../knowledge';
import { formatPrice } from '../pricing/price-format';
import { ProductOfferEntity, RetailerEntity } from '../retail/retail.entities';
import { alertStep, isFresh } from './price-alert-rules';
import { PriceAlertEntity } from './price-alert.entity';

function productName(productKey: string): string {
  return supplementByKey.get(productKey as ProductKey)?.name ?? productKey;
}

export function toPriceAlert(row: PriceAlertEntity): PriceAlert {
  return {
    id: row.id,
    productId: row.productKey,
    productName: productName(row.productKey),
    threshold: row.threshold,
    armed: row.armed,
    createdAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt ? row.notifiedAt.toISOString() : null,
  };
}

/**
 * Price-drop alerts (docs/requirements.md, "API: price alerts"): set and removed by their owner,
 * checked after every write to a product's offers, e-mailed once per crossing with an unsubscribe
 * link that proves only the one alert it was mailed for.
 */
@Injectable()
export class PriceAlertsService implements OnModuleInit {
  constructor(
    @InjectRepository(PriceAlertEntity) private readonly alerts: Repository<PriceAlertEntity>,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly accountData: AccountDataRegistry,
    private readonly background: BackgroundWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectPinoLogger('PriceAlertsService') private readonly logger: PinoLogger,
  ) {}

  onModuleInit(): void {
    this.accountData.register({
      key: 'priceAlerts',
      export: async (userId) => (await this.list(userId)).map(({ id: _id, ...rest }) => rest),
      delete: async (userId: number, manager: EntityManager) => {
        await manager.delete(PriceAlertEntity, { userId });
      },
    });
  }

  async list(userId: number): Promise<PriceAlert[]> {
    const rows = await this.alerts.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toPriceAlert);
  }

  /** One alert per member and product: setting it again replaces the threshold and arms it. */
  async set(userId: number, productKey: ProductKey, threshold: number): Promise<PriceAlert> {
    const existing = await this.alerts.findOneBy({ userId, productKey });
    if (existing) {
      await this.alerts.update({ id: existing.id }, { threshold, armed: true });
    } else {
      try {
        await this.alerts.insert({ userId, productKey, threshold, armed: true, unsubscribeTokenHash: null, notifiedAt: null });
      } catch (error) {
        // The same member setting the same alert twice at once: the unique key keeps one; this one updates it.
        if (!isDuplicateKey(error)) throw error;
        await this.alerts.update({ userId, productKey }, { threshold, armed: true });
      }
    }
    return toPriceAlert(await this.alerts.findOneByOrFail({ userId, productKey }));
  }

  /** Only the owner's alert: anyone else's id is answered exactly like an id that does not exist. */
  async remove(userId: number, id: number): Promise<void> {
    const { affected } = await this.alerts.delete({ id, userId });
    if (!affected) throw new NotFoundException(PRICE_ALERT_MESSAGES.notFound);
  }

  /** The e-mailed link's token removes the one alert it was mailed for, signed in or not; it works once. */
  async unsubscribe(token: string): Promise<UnsubscribePriceAlertResponse> {
    const alert = await this.alerts.findOneBy({ unsubscribeTokenHash: hashAccountToken(token) });
    if (!alert) throw new NotFoundException(PRICE_ALERT_MESSAGES.invalidLink);
    const { affected } = await this.alerts.delete({ id: alert.id, unsubscribeTokenHash: alert.unsubscribeTokenHash as string });
    if (!affected) throw new NotFoundException(PRICE_ALERT_MESSAGES.invalidLink);
    return { success: true, productPath: `/products/${alert.productKey}`, productName: productName(alert.productKey) };
  }

  /**
   * Called after a write to offers of these products has committed (an admin's edit, a feed
   * import, the command-line import). The check and its e-mails run in the background: the
   * admin's answer does not wait for a mail server.
   */
  offersWritten(productKeys: Iterable<string>): void {
    const keys = [...new Set(productKeys)];
    if (keys.length === 0) return;
    this.background.start('price-alerts.check', () => this.check(keys, new Date()));
  }

  /** Resolves once every check started so far has finished (tests, shutdown). */
  settled(): Promise<void> {
    return this.background.settled();
  }

  async check(productKeys: readonly string[], now: Date): Promise<void> {
    const alerts = await this.alerts.find({ where: { productKey: In([...productKeys]) }, order: { id: 'ASC' } });
    if (alerts.length === 0) return;
    const [offers, retailers] = await Promise.all([
      this.dataSource.getRepository(ProductOfferEntity).find({ where: { productKey: In([...productKeys]), inStock: true } }),
      this.dataSource.getRepository(RetailerEntity).find(),
    ]);
    const storeName = new Map(retailers.map((retailer) => [retailer.key, retailer.name]));
    const cheapest = new Map<string, ProductOfferEntity>();
    for (const offer of offers) {
      if (!isFresh(offer.checkedAt, now)) continue;
      const best = cheapest.get(offer.productKey);
      if (!best || offer.price < best.price) cheapest.set(offer.productKey, offer);
    }
    for (const alert of alerts) {
      const offer = cheapest.get(alert.productKey) ?? null;
      const step = alertStep(alert, offer?.price ?? null);
      if (step === 'rearm') {
        await this.alerts.update({ id: alert.id, armed: false }, { armed: true });
      } else if (step === 'notify' && offer) {
        await this.notify(alert, offer, storeName.get(offer.retailerKey) ?? offer.retailerKey, now);
      }
    }
  }

  /**
   * Disarms the alert and stores the new token's hash in one conditional update: of two replicas
   * checking at once only one sees `armed` still set, so one crossing sends one e-mail. Only a
   * verified address is written to (an unverified one may belong to someone else); the alert
   * stays armed for it.
   */
  private async notify(alert: PriceAlertEntity, offer: ProductOfferEntity, storeName: string, now: Date): Promise<void> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: alert.userId });
    if (!user || user.emailVerifiedAt === null) return;
    // An account link's kind of secret (32 random bytes; only its SHA-256 is stored).
    const { token, hash } = issueAccountToken();
    const { affected } = await this.alerts.update({ id: alert.id, armed: true }, { armed: false, unsubscribeTokenHash: hash, notifiedAt: now });
    if (!affected) return;
    const base = this.config.publicBaseUrl.replace(/\/+$/, '');
    const name = productName(alert.productKey);
    const sent = await this.mail
      .send(
        user.email,
        priceDropMessage(
          user.name,
          { productName: name, price: formatPrice(offer.price), storeName, threshold: formatPrice(alert.threshold) },
          {
            product: `${base}/products/${alert.productKey}`,
            unsubscribe: priceAlertUnsubscribeLink(base, alert.productKey, token),
            oneClickUnsubscribe: priceAlertOneClickUnsubscribeUrl(base, token),
          },
        ),
      )
      .catch(async (error: unknown) => {
        // Not sent: armed again, so the next write to the product tries once more.
        await this.alerts.update({ id: alert.id }, { armed: true });
        this.logger.error({ event: 'price_alert.mail_failed', alertId: alert.id, err: error }, 'price alert e-mail could not be sent');
        return false;
      });
    this.logger.info({ event: 'price_alert.notified', alertId: alert.id, productKey: alert.productKey, sent }, 'price alert crossed its threshold');
  }
}
