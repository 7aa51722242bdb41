import { ApiPropertyOptional } from '@nestjs/swagger';
import { SEARCH_QUERY_MAX_LENGTH } from '@sahha/contracts';
import { SEARCH_MESSAGES } from '@sahha/contracts/content-library/search-texts';
import { IsOptional, IsString, MaxLength } from 'class-validator';

import { Trim } from '../common/dto-transforms';

export class SearchQueryDto {
  @ApiPropertyOptional({ maxLength: SEARCH_QUERY_MAX_LENGTH, description: 'Words to look for; empty gives no results' })
  @IsOptional()
  @Trim()
  // Validators run bottom-up: the type check first, so a repeated `q` (an array) is told so.
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: SEARCH_MESSAGES.queryTooLong })
  @IsString({ message: SEARCH_MESSAGES.queryNotText })
  q?: string;
}
