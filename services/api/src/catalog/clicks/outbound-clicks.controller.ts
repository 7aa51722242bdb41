import { Controller, Get, Header, NotFoundException, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OutboundClicksResponse } from '@sahha/contracts';
import type { Request, Response } from 'express';

import { Public } from '../../common/public.decorator';
import { Roles } from '../../common/roles.decorator';
import { CatalogService } from '../catalog.service';
import { OutboundClicksService } from './outbound-clicks.service';
import { OutboundThrottlerGuard } from './outbound-throttle';

export const OUTBOUND_LINK_NOT_FOUND = 'Link not found';

@ApiTags('products')
@Controller()
export class OutboundClicksController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly clicks: OutboundClicksService,
  ) {}

  /**
   * Never an open redirect: the destination is the link the product page shows for that store,
   * computed from the retailer and price tables; of the request only the two keys and, to count a
   * person's repeated clicks once, the client's address are read.
   */
  @Public()
  @UseGuards(OutboundThrottlerGuard)
  @Get('go/:retailer/:product')
  @ApiOperation({ summary: "Counts a click on a store's link for a product and answers 302 to that link; 404 when the page shows no such link" })
  async go(@Param('retailer') retailer: string, @Param('product') product: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const destination = await this.catalog.outboundDestination(retailer, product);
    if (!destination) throw new NotFoundException(OUTBOUND_LINK_NOT_FOUND);
    await this.clicks.count(retailer, product, req.ip ?? 'unknown');
    res.set({ 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' });
    res.redirect(302, destination);
  }

  @Roles('admin')
  @Get('outbound-clicks')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Admin: clicks on store links per store and product (counts only, nothing about who clicked)' })
  async summary(): Promise<OutboundClicksResponse> {
    return { success: true, ...(await this.clicks.summary()) };
  }
}
