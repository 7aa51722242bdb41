import { Injectable } from '@nestjs/common';
import type { SearchResponse } from '@sahha/contracts';

import { searchDocuments } from './search-documents';
import { SearchIndex } from './search-index';

/** Holds the index, built once when the module starts from the content shipped with the app. */
@Injectable()
export class SearchService {
  private readonly index = new SearchIndex(searchDocuments());

  search(query: string | undefined): SearchResponse {
    return this.index.search(query ?? '');
  }
}
