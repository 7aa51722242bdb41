import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SEARCH_API_PATH, type SearchResponse } from '@sahha/contracts';

import { Public } from '../common/public.decorator';
import { SearchQueryDto } from './search-query.dto';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller(SEARCH_API_PATH.replace(/^\/api\//, ''))
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Products, articles, guide cards and FAQ answers matching q, grouped by kind, best first' })
  search(@Query() { q }: SearchQueryDto): SearchResponse {
    return this.searchService.search(q);
  }
}
