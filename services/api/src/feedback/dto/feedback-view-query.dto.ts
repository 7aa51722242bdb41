import { ApiPropertyOptional } from '@nestjs/swagger';
import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN, FEEDBACK_VALIDATION, type FeedbackViewQuery } from '@sahha/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export const FEEDBACK_VIEW_FORMATS = ['json', 'csv'] as const;

export class FeedbackViewQueryDto implements FeedbackViewQuery {
  @ApiPropertyOptional({ minimum: FEEDBACK_RATING_MIN, maximum: FEEDBACK_RATING_MAX, description: 'Only entries with this rating' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: FEEDBACK_VALIDATION.rating })
  @Min(FEEDBACK_RATING_MIN, { message: FEEDBACK_VALIDATION.rating })
  @Max(FEEDBACK_RATING_MAX, { message: FEEDBACK_VALIDATION.rating })
  rating?: number;

  @ApiPropertyOptional({ enum: FEEDBACK_VIEW_FORMATS, default: 'json' })
  @IsOptional()
  @IsIn(FEEDBACK_VIEW_FORMATS, { message: `format must be one of ${FEEDBACK_VIEW_FORMATS.join(', ')}` })
  format?: (typeof FEEDBACK_VIEW_FORMATS)[number];
}
