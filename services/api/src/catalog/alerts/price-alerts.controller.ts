import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CreatePriceAlertRequest,
  PRICE_ALERT_MESSAGES,
  type PriceAlertResponse,
  type PriceAlertsResponse,
  type UnsubscribePriceAlertRequest,
  type UnsubscribePriceAlertResponse,
} from '@sahha/contracts/price-alerts';

import { CurrentUser } from '../../common/current-user.decorator';
import { Public } from '../../common/public.decorator';
import type { UserEntity } from '../../users/user.entity';
import { fieldErrors, FieldErrorsPipe } from '../admin/field-errors';
import { isProductKey } from '../knowledge';
import { CreatePriceAlertDto, UnsubscribePriceAlertDto } from './price-alert.dto';
import { PriceAlertThrottlerGuard } from './price-alert-throttle';
import { PriceAlertsService } from './price-alerts.service';

/** docs/requirements.md, "API: price alerts". Signed in, except the e-mailed unsubscribe link. */
@ApiTags('price alerts')
@Controller('price-alerts')
export class PriceAlertsController {
  constructor(private readonly alerts: PriceAlertsService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in member's price-drop alerts" })
  async list(@CurrentUser() user: UserEntity): Promise<PriceAlertsResponse> {
    return { success: true, alerts: await this.alerts.list(user.id) };
  }

  @UseGuards(PriceAlertThrottlerGuard)
  @Post()
  @ApiBody({ type: CreatePriceAlertDto })
  @ApiOperation({ summary: 'Sets the alert on a product (one per product; again replaces the threshold)' })
  async set(@CurrentUser() user: UserEntity, @Body(new FieldErrorsPipe(CreatePriceAlertDto)) body: CreatePriceAlertRequest): Promise<PriceAlertResponse> {
    // Only the exact key a product page resolved to: an alert names one product, never a guess.
    if (!isProductKey(body.productId)) throw fieldErrors([{ field: 'productId', message: PRICE_ALERT_MESSAGES.productId }]);
    return { success: true, alert: await this.alerts.set(user.id, body.productId, body.threshold) };
  }

  @Delete(':id')
  @ApiOperation({ summary: "Removes one of the member's alerts; 404 for any other id" })
  async remove(@CurrentUser() user: UserEntity, @Param('id', ParseIntPipe) id: number): Promise<{ success: true }> {
    await this.alerts.remove(user.id, id);
    return { success: true };
  }

  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiBody({ type: UnsubscribePriceAlertDto })
  @ApiOperation({ summary: "Removes the alert an e-mail's unsubscribe link names, signed in or not; the link works once" })
  unsubscribe(@Body(new FieldErrorsPipe(UnsubscribePriceAlertDto)) body: UnsubscribePriceAlertRequest): Promise<UnsubscribePriceAlertResponse> {
    return this.alerts.unsubscribe(body.token);
  }

  /**
   * A mail client's one-click "Unsubscribe" (RFC 8058): a POST with the body
   * `List-Unsubscribe=One-Click`, no cookie and no CSRF token (exempt in bootstrap.ts), the token in
   * the query. Only POST: a link checker or prefetch GETting the address stops nothing.
   */
  @Public()
  @Post('unsubscribe/one-click')
  @HttpCode(200)
  @ApiOperation({ summary: "A mail client's one-click unsubscribe of the alert the e-mail's List-Unsubscribe header names" })
  unsubscribeOneClick(@Query(new FieldErrorsPipe(UnsubscribePriceAlertDto)) query: UnsubscribePriceAlertRequest): Promise<UnsubscribePriceAlertResponse> {
    return this.alerts.unsubscribe(query.token);
  }
}
