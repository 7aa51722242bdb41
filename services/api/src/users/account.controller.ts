import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AccountExportResponse, AuthResponse, SuccessResponse } from '@sahha/contracts';
import type { Request, Response } from 'express';

import { endSession } from '../auth/request-session';
import { CurrentUser } from '../common/current-user.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AccountService } from './account.service';
import { ChangeEmailDto } from './dto/change-email.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { DeleteAccountDto } from './dto/delete-account.dto';
import { UpdateNameDto } from './dto/update-name.dto';
import { PasswordCheckThrottlerGuard } from './password-check-throttle';
import type { UserEntity } from './user.entity';
import { toPublicUser } from './users.service';

@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Patch('name')
  async updateName(@CurrentUser() user: UserEntity, @Body() dto: UpdateNameDto): Promise<AuthResponse> {
    return { success: true, user: toPublicUser(await this.account.updateName(user, dto.name)) };
  }

  @Post('password')
  @HttpCode(HttpStatus.OK)
  @UseGuards(PasswordCheckThrottlerGuard)
  async changePassword(
    @CurrentUser() user: UserEntity,
    @Body() dto: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<SuccessResponse> {
    await this.account.changePassword(user, dto.currentPassword, dto.newPassword, req.sessionID, req.ip);
    return { success: true };
  }

  @Patch('email')
  @UseGuards(PasswordCheckThrottlerGuard)
  async changeEmail(@CurrentUser() user: UserEntity, @Body() dto: ChangeEmailDto, @Req() req: Request): Promise<AuthResponse> {
    return { success: true, user: toPublicUser(await this.account.changeEmail(user, dto.email, dto.currentPassword, req.ip)) };
  }

  @Get('export')
  exportData(@CurrentUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<AccountExportResponse> {
    res.set('Content-Disposition', 'attachment; filename="sahha-account-export.json"');
    return this.account.exportData(user);
  }

  @Delete()
  @UseGuards(PasswordCheckThrottlerGuard)
  async deleteAccount(
    @CurrentUser() user: UserEntity,
    @Body() dto: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessResponse> {
    await this.account.deleteAccount(user, dto.password, req.ip);
    await endSession(req, res, this.config);
    return { success: true };
  }
}
