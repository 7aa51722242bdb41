import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PRODUCT_RATING_TEXT_MAX_LENGTH, PRODUCT_RATING_VALIDATION, type ProductRatingRequest } from '@sahha/contracts';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { Trim } from '../../common/dto-transforms';

export class ProductRatingDto implements ProductRatingRequest {
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @IsInt({ message: PRODUCT_RATING_VALIDATION.rating })
  @Min(1, { message: PRODUCT_RATING_VALIDATION.rating })
  @Max(5, { message: PRODUCT_RATING_VALIDATION.rating })
  rating!: number;

  @ApiPropertyOptional({ maxLength: PRODUCT_RATING_TEXT_MAX_LENGTH, example: 'Easy to swallow, no after-taste.' })
  @IsOptional()
  @Trim()
  // Stacked validators run bottom-up: with one error per field, the type check must come last here.
  @MaxLength(PRODUCT_RATING_TEXT_MAX_LENGTH, { message: PRODUCT_RATING_VALIDATION.text })
  @IsString({ message: PRODUCT_RATING_VALIDATION.text })
  text?: string;
}
