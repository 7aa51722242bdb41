import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SafetyClassesResponse } from '@sahha/contracts/quiz';

import { Public } from '../common/public.decorator';
import { safetyClasses } from './class-effects';

@ApiTags('clinical')
@Controller('safety-classes')
export class ClinicalController {
  // The rules are code, so the list is built once at start and only changes with a deploy.
  private readonly response: SafetyClassesResponse = { classes: safetyClasses() };

  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Every situation the safety screen looks for, with what it changes in a plan (generated from the clinical rules)' })
  list(): SafetyClassesResponse {
    return this.response;
  }
}
