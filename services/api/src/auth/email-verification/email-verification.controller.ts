import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { CurrentUserResponse, SuccessResponse } from '@sahha/contracts';
import type { Request } from 'express';

import { CurrentUser } from '../../common/current-user.decorator';
import { Public } from '../../common/public.decorator';
import type { UserEntity } from '../../users/user.entity';
import { toPublicUser } from '../../users/users.service';
import { VerificationResendThrottlerGuard } from '../account-email-throttle';
import { EmailVerificationConfirmDto } from './email-verification.dto';
import { EmailVerificationService } from './email-verification.service';

@ApiTags('auth')
@Controller('email-verification')
export class EmailVerificationController {
  constructor(private readonly emailVerification: EmailVerificationService) {}

  /** Works signed in or out (the link may open in another browser); only the account's own session gets the user back. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Marks the address of the e-mailed token verified' })
  async confirm(@Body() dto: EmailVerificationConfirmDto, @Req() req: Request): Promise<CurrentUserResponse> {
    const user = await this.emailVerification.confirm(dto.token);
    const signedInAs = (req.user as UserEntity | undefined)?.id;
    return { success: true, user: signedInAs === user.id ? toPublicUser(user) : null };
  }

  @UseGuards(VerificationResendThrottlerGuard)
  @Post('resend')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mails a new verification link to the signed-in account (nothing when already verified)' })
  async resend(@CurrentUser() user: UserEntity): Promise<SuccessResponse> {
    await this.emailVerification.resend(user);
    return { success: true };
  }
}
