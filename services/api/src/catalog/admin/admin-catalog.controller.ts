import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  AdminCatalogResponse,
  AdminOffer,
  FeedApplyResponse,
  FeedImportRequest,
  FeedPreviewResponse,
  OfferChangesResponse,
  OfferInput,
  OfferPatch,
} from '@sahha/contracts/catalog-admin';

import { CurrentUser } from '../../common/current-user.decorator';
import { Roles } from '../../common/roles.decorator';
import type { UserEntity } from '../../users/user.entity';
import { FeedImportDto, OfferChangesQueryDto, OfferInputDto, OfferPatchDto } from './admin-catalog.dto';
import { AdminCatalogService } from './admin-catalog.service';
import { FeedImportService } from './feed-import.service';
import { FieldErrorsPipe } from './field-errors';

/** Parameters are typed by the contracts' interfaces: FieldErrorsPipe validates them and names the fields. */
@ApiTags('admin catalog')
@Roles('admin')
@Controller('admin/catalog')
export class AdminCatalogController {
  constructor(
    private readonly catalog: AdminCatalogService,
    private readonly feeds: FeedImportService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every offer, with the products and stores an offer can name' })
  overview(): Promise<AdminCatalogResponse> {
    return this.catalog.overview();
  }

  @Post('offers')
  @ApiBody({ type: OfferInputDto })
  @ApiOperation({ summary: 'A new offer of a store for a product; 409 when the store already has one' })
  create(@Body(new FieldErrorsPipe(OfferInputDto)) input: OfferInput, @CurrentUser() user: UserEntity): Promise<AdminOffer> {
    return this.catalog.create(input, { source: 'edit', by: user.email });
  }

  @Patch('offers/:id')
  @ApiBody({ type: OfferPatchDto })
  @ApiOperation({ summary: "Changes an offer's price, stock, delivery time or link" })
  update(
    @Param('id', ParseIntPipe) id: number,
    @Body(new FieldErrorsPipe(OfferPatchDto)) patch: OfferPatch,
    @CurrentUser() user: UserEntity,
  ): Promise<AdminOffer> {
    return this.catalog.update(id, patch, { source: 'edit', by: user.email });
  }

  @Get('changes')
  @ApiOperation({ summary: 'Recorded changes of offers, newest first (at most 200), optionally of one product or store' })
  changes(@Query(new FieldErrorsPipe(OfferChangesQueryDto)) filter: Partial<Record<'productKey' | 'retailerKey', string>>): Promise<OfferChangesResponse> {
    return this.catalog.changes(filter);
  }

  @Post('feed/preview')
  @HttpCode(200)
  @ApiBody({ type: FeedImportDto })
  @ApiOperation({ summary: "A store's merchant feed (TSV, CSV or XML) read and matched to our products; writes nothing" })
  preview(@Body(new FieldErrorsPipe(FeedImportDto)) request: FeedImportRequest): Promise<FeedPreviewResponse> {
    return this.feeds.preview(request);
  }

  @Post('feed/apply')
  @HttpCode(200)
  @ApiBody({ type: FeedImportDto })
  @ApiOperation({ summary: 'Applies a feed all or nothing: 400 listing every row error or undecided match, nothing written' })
  apply(@Body(new FieldErrorsPipe(FeedImportDto)) request: FeedImportRequest, @CurrentUser() user: UserEntity): Promise<FeedApplyResponse> {
    return this.feeds.apply(request, { source: 'feed', by: user.email });
  }
}
