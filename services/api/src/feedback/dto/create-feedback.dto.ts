import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_VALIDATION,
  type FeedbackRequest,
} from '@sahha/contracts';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

import { NormalizeEmail, Trim } from '../../common/dto-transforms';
import { IsDeliverableEmail } from '../../users/dto/user-fields';

const EMAIL_MAX_LENGTH = 254;

export class CreateFeedbackDto implements Partial<FeedbackRequest> {
  @ApiProperty({ minimum: FEEDBACK_RATING_MIN, maximum: FEEDBACK_RATING_MAX, example: 5 })
  @IsInt({ message: FEEDBACK_VALIDATION.rating })
  @Min(FEEDBACK_RATING_MIN, { message: FEEDBACK_VALIDATION.rating })
  @Max(FEEDBACK_RATING_MAX, { message: FEEDBACK_VALIDATION.rating })
  rating!: number;

  @ApiPropertyOptional({ maxLength: FEEDBACK_COMMENT_MAX_LENGTH, example: 'Loved the quiz.' })
  @IsOptional()
  @Trim()
  // Stacked validators run bottom-up: with one error per field, the type check must come last here.
  @MaxLength(FEEDBACK_COMMENT_MAX_LENGTH, { message: FEEDBACK_VALIDATION.commentTooLong })
  @IsString({ message: FEEDBACK_VALIDATION.comment })
  comment?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'layla@example.com' })
  // Optional (absent, null or empty: the form always sends the field); anything else must be an address.
  @ValidateIf((dto: CreateFeedbackDto) => dto.email != null && dto.email !== '')
  @NormalizeEmail()
  @IsString({ message: FEEDBACK_VALIDATION.email })
  @MaxLength(EMAIL_MAX_LENGTH, { message: FEEDBACK_VALIDATION.email })
  @IsDeliverableEmail(FEEDBACK_VALIDATION.email)
  email?: string;
}
