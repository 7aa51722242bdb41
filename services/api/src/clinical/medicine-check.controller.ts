import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MedicineCheckRulesResponse } from '@sahha/contracts/quiz';

import { Public } from '../common/public.decorator';
import { medicineCheckRules } from './medicine-check';

/**
 * The public medicine checker's data. The page picks concepts through POST /api/quiz/suggestions
 * (the typed text stays out of URLs and logs) and applies these rules in the browser, so no
 * request ever names the medicine or condition someone looked up.
 */
@ApiTags('clinical')
@Controller('medicine-check')
export class MedicineCheckController {
  // The rules are code: built once at start, they only change with a deploy.
  private readonly rules: MedicineCheckRulesResponse = medicineCheckRules();

  @Public()
  @Get('rules')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Every interaction class with what the engine does to each supplement, with sources (the /medicine-check page)' })
  list(): MedicineCheckRulesResponse {
    return this.rules;
  }
}
