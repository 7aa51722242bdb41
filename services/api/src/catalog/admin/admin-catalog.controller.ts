import { Body, Controller, Get, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminCatalogResponse, AdminOffer, OfferChangesResponse, OfferInput, OfferPatch } from '@sahha/contracts/catalog-admin';

import { CurrentUser } from '../../common/current-user.decorator';
import { Roles } from '../../common/roles.decorator';
import type { UserEntity } from '../../users/user.entity';
import { OfferChangesQueryDto, OfferInputDto, OfferPatchDto } from './admin-catalog.dto';
import { AdminCatalogService } from './admin-catalog.service';
import { FieldErrorsPipe } from './field-errors';

/** Parameters are typed by the contracts' interfaces: FieldErrorsPipe validates them and names the fields. */
@ApiTags('admin catalog')
@Roles('admin')
@Controller('admin/catalog')
export class AdminCatalogController {
  constructor(private readonly catalog: AdminCatalogService) {}

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
}
