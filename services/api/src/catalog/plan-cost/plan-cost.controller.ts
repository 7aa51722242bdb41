import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlanCostResponse } from '@sahha/contracts';

import { Public } from '../../common/public.decorator';
import { CatalogService } from '../catalog.service';
import { PRODUCT_KEYS, type ProductKey } from '../knowledge';
import { PLAN_COST_MAX_PRODUCTS, PLAN_COST_MESSAGES, PlanCostQueryDto } from './plan-cost-query.dto';

@ApiTags('products')
@Controller('plan-cost')
export class PlanCostController {
  constructor(private readonly catalog: CatalogService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: "A plan's cost a day and a month from fresh in-stock prices; items without one are named, not priced" })
  planCost(@Query() { products }: PlanCostQueryDto): Promise<PlanCostResponse> {
    const keys = [...new Set(products.split(','))];
    if (keys.length > PLAN_COST_MAX_PRODUCTS) throw new BadRequestException([PLAN_COST_MESSAGES.tooMany]);
    const unknown = keys.find((key) => !(PRODUCT_KEYS as readonly string[]).includes(key));
    if (unknown !== undefined) throw new BadRequestException([PLAN_COST_MESSAGES.unknownProduct(unknown)]);
    return this.catalog.planCost(keys as ProductKey[]);
  }
}
