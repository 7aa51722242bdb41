import { Body, Controller, Get, Header, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProductDetail, ProductRatingResponse, ProductRatingsResponse, ProductsResponse } from '@sahha/contracts';
import type { PriceHistoryResponse } from '@sahha/contracts/price-alerts';
import type { Request } from 'express';

import { CurrentUser } from '../common/current-user.decorator';
import { Public } from '../common/public.decorator';
import type { UserEntity } from '../users/user.entity';
import { CatalogService } from './catalog.service';
import { PriceHistoryService } from './history/price-history.service';
import { ProductRatingDto } from './ratings/product-rating.dto';
import { ProductRatingsService } from './ratings/product-ratings.service';
import { RatingThrottlerGuard } from './ratings/rating-throttle';

@ApiTags('products')
@Controller('products')
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly ratings: ProductRatingsService,
    private readonly history: PriceHistoryService,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Every product with its lowest price and best deal' })
  async list(): Promise<ProductsResponse> {
    return { success: true, products: await this.catalog.list() };
  }

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'Product detail (lookup: exact key, partial key, first word); 404 when nothing matches' })
  detail(@Param('id') id: string): Promise<ProductDetail> {
    return this.catalog.detail(id);
  }

  @Public()
  @Get(':id/price-history')
  // The same for everyone and changed only by the catalog's writes: a minute's cache, as the prices have.
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Each store\'s recorded prices over the last 90 days (the product lookup; 404 when nothing matches)' })
  priceHistory(@Param('id') id: string): Promise<PriceHistoryResponse> {
    return this.history.history(this.catalog.resolveKey(id));
  }

  @Public()
  @Get(':id/ratings')
  @ApiOperation({ summary: "Rating summary, and the signed-in user's own rating (null for visitors)" })
  async ratingsOf(@Param('id') id: string, @Req() request: Request): Promise<ProductRatingsResponse> {
    const key = this.catalog.resolveKey(id);
    const user = request.user as UserEntity | undefined;
    const [ratingSummary, myRating] = await Promise.all([this.ratings.summary(key), user ? this.ratings.mine(user.id, key) : null]);
    return { success: true, ratingSummary, myRating };
  }

  @UseGuards(RatingThrottlerGuard)
  @Post(':id/ratings')
  @ApiOperation({ summary: 'Rate a product 1–5 with optional text; rating again updates it' })
  async rate(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body() dto: ProductRatingDto): Promise<ProductRatingResponse> {
    const key = this.catalog.resolveKey(id);
    await this.ratings.rate(user.id, key, dto.rating, dto.text ?? '');
    return { success: true, ratingSummary: await this.ratings.summary(key) };
  }
}
