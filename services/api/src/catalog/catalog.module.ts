import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { BackgroundWork } from '../common/background-work';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AdminCatalogController } from './admin/admin-catalog.controller';
import { FeedItemMatchEntity, OfferChangeEntity } from './admin/admin-catalog.entities';
import { AdminCatalogService } from './admin/admin-catalog.service';
import { FeedImportService } from './admin/feed-import.service';
import { PriceAlertEntity } from './alerts/price-alert.entity';
import { PriceAlertThrottlerGuard } from './alerts/price-alert-throttle';
import { PriceAlertsController } from './alerts/price-alerts.controller';
import { PriceAlertsService } from './alerts/price-alerts.service';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { OutboundClickEntity } from './clicks/outbound-click.entity';
import { OutboundClicksController } from './clicks/outbound-clicks.controller';
import { OutboundClicksService } from './clicks/outbound-clicks.service';
import { PlanCostController } from './plan-cost/plan-cost.controller';
import { PriceHistoryService } from './history/price-history.service';
import { ProductRatingEntity } from './ratings/product-rating.entity';
import { ProductRatingsService } from './ratings/product-ratings.service';
import { RatingThrottlerGuard } from './ratings/rating-throttle';
import { ResearchController } from './research/research.controller';
import { AFFILIATE_PARAMS, affiliateParamsFromEnv } from './retail/affiliate-params';
import { FallbackItemEntity, ProductOfferEntity, RetailerEntity, RetailListingEntity } from './retail/retail.entities';
import { RetailersController } from './retail/retailers.controller';
import { CatalogSeeder } from './seed/catalog-seeder';

@Module({
  imports: [
    UsersModule,
    MailModule,
    TypeOrmModule.forFeature([
      RetailerEntity,
      ProductOfferEntity,
      RetailListingEntity,
      FallbackItemEntity,
      ProductRatingEntity,
      OutboundClickEntity,
      OfferChangeEntity,
      FeedItemMatchEntity,
      PriceAlertEntity,
    ]),
  ],
  controllers: [CatalogController, ResearchController, RetailersController, OutboundClicksController, AdminCatalogController, PlanCostController, PriceAlertsController],
  providers: [
    CatalogService,
    ProductRatingsService,
    RatingThrottlerGuard,
    CatalogSeeder,
    OutboundClicksService,
    AdminCatalogService,
    FeedImportService,
    PriceHistoryService,
    PriceAlertsService,
    PriceAlertThrottlerGuard,
    BackgroundWork,
    // AFFILIATE_TAG_AE comes through the app config; AFFILIATE_PARAMS_<STORE> are read here, from the process environment.
    { provide: AFFILIATE_PARAMS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => affiliateParamsFromEnv(process.env, config.affiliateTagAe) },
  ],
})
export class CatalogModule {}
