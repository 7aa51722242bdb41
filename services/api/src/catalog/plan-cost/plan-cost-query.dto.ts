import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export const PLAN_COST_MESSAGES = {
  products: 'products must be product keys separated by commas',
  unknownProduct: (key: string) => `Unknown product: ${key}`,
  tooMany: 'A plan has at most 30 products',
} as const;

export const PLAN_COST_MAX_PRODUCTS = 30;

/** `?products=vitamin-d,omega-3`: the plan's product keys (docs/requirements.md, "API: GET /api/plan-cost"). */
export class PlanCostQueryDto {
  @ApiProperty({ example: 'vitamin-d,omega-3', description: 'Product keys of the plan, comma-separated' })
  // Validators run bottom-up: the type check first, so a repeated `products` (an array) is told so.
  @Matches(/^[a-z0-9-]{1,40}(,[a-z0-9-]{1,40})*$/, { message: PLAN_COST_MESSAGES.products })
  @MaxLength(1300, { message: PLAN_COST_MESSAGES.products })
  @IsString({ message: PLAN_COST_MESSAGES.products })
  products!: string;
}
