import { Body, Controller, Get, Header, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FeedbackEntry, SuccessResponse } from '@sahha/contracts';
import type { Response } from 'express';

import { Public } from '../common/public.decorator';
import { Roles } from '../common/roles.decorator';
import { CreateFeedbackDto } from './dto/create-feedback.dto';
import { FeedbackViewQueryDto } from './dto/feedback-view-query.dto';
import { feedbackCsvFilename, toFeedbackCsv } from './feedback-csv';
import { FeedbackThrottlerGuard } from './feedback-throttle';
import { FeedbackService } from './feedback.service';

@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Public()
  @UseGuards(FeedbackThrottlerGuard)
  @Post()
  @ApiOperation({ summary: 'Beta feedback form; anyone may send it' })
  async submit(@Body() dto: CreateFeedbackDto): Promise<SuccessResponse> {
    await this.feedback.create(dto);
    return { success: true };
  }

  @Roles('admin')
  @Get('view')
  // E-mail addresses: personal data no browser or proxy cache should keep.
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/json', 'text/csv')
  @ApiOperation({ summary: 'Admin dashboard: every entry newest first, optionally one rating, as JSON or a CSV download' })
  async view(@Query() query: FeedbackViewQueryDto, @Res({ passthrough: true }) res: Response): Promise<FeedbackEntry[] | string> {
    const entries = await this.feedback.list(query.rating);
    if (query.format !== 'csv') return entries;
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${feedbackCsvFilename(new Date())}"`,
    });
    return toFeedbackCsv(entries);
  }
}
