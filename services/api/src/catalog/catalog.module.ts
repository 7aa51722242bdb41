import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { UsersModule } from '../users/users.module';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { ProductRatingEntity } from './ratings/product-rating.entity';
import { ProductRatingsService } from './ratings/product-ratings.service';
import { RatingThrottlerGuard } from './ratings/rating-throttle';
import { ResearchController } from './research/research.controller';
import { FallbackItemEntity, ProductOfferEntity, RetailerEntity, RetailListingEntity } from './retail/retail.entities';
import { CatalogSeeder } from './seed/catalog-seeder';

@Module({
  imports: [
    UsersModule,
    TypeOrmModule.forFeature([RetailerEntity, ProductOfferEntity, RetailListingEntity, FallbackItemEntity, ProductRatingEntity]),
  ],
  controllers: [CatalogController, ResearchController],
  providers: [CatalogService, ProductRatingsService, RatingThrottlerGuard, CatalogSeeder],
})
export class CatalogModule {}
