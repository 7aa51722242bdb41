import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ResearchResponse } from '@sahha/contracts';

import { Public } from '../../common/public.decorator';
import { researchEntries } from './research';

@ApiTags('research')
@Controller('research')
export class ResearchController {
  private readonly response: ResearchResponse = { success: true, supplements: researchEntries() };

  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Every cited source, grouped by supplement (from the engine knowledge base)' })
  list(): ResearchResponse {
    return this.response;
  }
}
