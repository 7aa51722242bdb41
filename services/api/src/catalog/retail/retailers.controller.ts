import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RetailersResponse } from '@sahha/contracts';

import { Public } from '../../common/public.decorator';
import { CatalogService } from '../catalog.service';

@ApiTags('products')
@Controller('retailers')
export class RetailersController {
  constructor(private readonly catalog: CatalogService) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The stores product pages link to, with each one’s site: links go to these hosts only' })
  async list(): Promise<RetailersResponse> {
    return { success: true, retailers: await this.catalog.retailerList() };
  }
}
