import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { type AuthResponse, type SuccessResponse } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import type { Request } from 'express';

import { Public } from '../../common/public.decorator';
import { toPublicUser } from '../../users/users.service';
import { PasswordResetThrottlerGuard } from '../account-email-throttle';
import { logIn } from '../request-session';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './password-reset.dto';
import { PasswordResetService } from './password-reset.service';

@ApiTags('auth')
@Controller('password-reset')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Public()
  @UseGuards(PasswordResetThrottlerGuard)
  @Post('request')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'E-mails a reset link if an account has the address; the answer never says whether one does' })
  request(@Body() dto: PasswordResetRequestDto, @Req() req: Request): SuccessResponse & { message: string } {
    this.passwordReset.request(dto.email, req.ip);
    return { success: true, message: ACCOUNT_EMAIL_TEXTS.resetRequested };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sets a new password with the e-mailed token, ends every session and signs this browser in' })
  async confirm(@Body() dto: PasswordResetConfirmDto, @Req() req: Request): Promise<AuthResponse> {
    const user = await this.passwordReset.confirm(dto.token, dto.password, req.ip);
    // A fresh session id (login's rotation); the CSRF token of the old session goes with it.
    await logIn(req, user);
    return { success: true, user: toPublicUser(user) };
  }
}
