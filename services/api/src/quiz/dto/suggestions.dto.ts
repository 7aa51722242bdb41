import { ApiProperty } from '@nestjs/swagger';
import { SCREENED_FIELDS, SUGGESTION_QUERY_MAX, type ScreenedField, type SuggestionsRequest } from '@sahha/contracts/quiz';
import { IsIn, IsString, MaxLength } from 'class-validator';

/**
 * POST /api/quiz/suggestions: a fragment being typed on quiz step 8 or 9. A POST body, not a
 * query string, so the fragment never reaches a request log line, a proxy's access log or a cache.
 */
export class SuggestionsDto implements SuggestionsRequest {
  @ApiProperty({ enum: SCREENED_FIELDS })
  @IsIn(SCREENED_FIELDS, { message: `field must be one of: ${SCREENED_FIELDS.join(', ')}` })
  field!: ScreenedField;

  @ApiProperty({ maxLength: SUGGESTION_QUERY_MAX, description: 'Read in memory only; never stored or logged' })
  // Validators run bottom-up and stop at the first error: the type is checked before the length.
  @MaxLength(SUGGESTION_QUERY_MAX, { message: `q must be at most ${SUGGESTION_QUERY_MAX} characters` })
  @IsString({ message: 'q must be text' })
  q!: string;
}
