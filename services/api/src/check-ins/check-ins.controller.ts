import { Body, Controller, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CheckInsResponse, LatestCheckInResponse, SubmitCheckInResponse } from '@sahha/contracts';

import { CurrentUser } from '../common/current-user.decorator';
import type { UserEntity } from '../users/user.entity';
import { assertOwnUser, CheckInsService } from './check-ins.service';
import { SubmitCheckInDto } from './dto/submit-check-in.dto';

@ApiTags('check-ins')
@Controller()
export class CheckInsController {
  constructor(private readonly checkIns: CheckInsService) {}

  @Post('check-in')
  async submit(@CurrentUser() user: UserEntity, @Body() dto: SubmitCheckInDto): Promise<SubmitCheckInResponse> {
    assertOwnUser(user.id, dto.userId);
    return { success: true, checkIn: await this.checkIns.create(user.id, dto.checkIn) };
  }

  @Get('check-ins/:userId')
  async list(@CurrentUser() user: UserEntity, @Param('userId', ParseIntPipe) userId: number): Promise<CheckInsResponse> {
    assertOwnUser(user.id, userId);
    return { success: true, checkIns: await this.checkIns.list(user.id) };
  }

  @Get('check-ins/:userId/latest')
  async latest(@CurrentUser() user: UserEntity, @Param('userId', ParseIntPipe) userId: number): Promise<LatestCheckInResponse> {
    assertOwnUser(user.id, userId);
    return { success: true, checkIn: await this.checkIns.latest(user.id) };
  }
}
