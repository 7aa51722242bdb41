import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  AUTH_MESSAGES,
  type AuthResponse,
  type CsrfTokenResponse,
  type CurrentUserResponse,
  type SuccessResponse,
} from '@sahha/contracts';
import type { Request, Response } from 'express';
import type passport from 'passport';

import { CurrentUser } from '../common/current-user.decorator';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { UserEntity } from '../users/user.entity';
import { toPublicUser } from '../users/users.service';
import { AuthEvents } from './auth-events';
import { AuthService } from './auth.service';
import { csrf } from './csrf';
import { EmailVerificationService } from './email-verification/email-verification.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { PASSPORT } from './passport-setup';
import { authenticateLocal, endSession, logIn } from './request-session';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly events: AuthEvents,
    private readonly emailVerification: EmailVerificationService,
    @Inject(PASSPORT) private readonly authenticator: passport.Authenticator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('csrf-token')
  @ApiOperation({ summary: 'Token for the x-csrf-token header; fetch again after login or register' })
  csrfToken(@Req() req: Request): CsrfTokenResponse {
    return { token: csrf.generateToken(req) };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  async register(@Body() dto: RegisterDto, @Req() req: Request): Promise<AuthResponse> {
    const user = await this.auth.register(dto, req.ip);
    // Awaited so the link is in the mailbox when the answer arrives; a mail failure is only logged.
    await this.emailVerification.send(user);
    await logIn(req, user);
    return { success: true, user: toPublicUser(user) };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(HttpStatus.OK)
  // The DTO is validated first; passport-local then reads the same, now known-good, fields.
  async login(@Body() _dto: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthResponse> {
    const user = await authenticateLocal(this.authenticator, req, res);
    if (user === null) throw new UnauthorizedException({ success: false, message: AUTH_MESSAGES.invalidCredentials });
    await logIn(req, user);
    return { success: true, user: toPublicUser(user) };
  }

  /** Public so that a client whose session already expired can still clear its state. */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SuccessResponse> {
    const userId = (req.user as UserEntity | undefined)?.id;
    await endSession(req, res, this.config);
    this.events.loggedOut(userId, req.ip);
    return { success: true };
  }

  @Get('user')
  currentUser(@CurrentUser() user: UserEntity): CurrentUserResponse {
    return { success: true, user: toPublicUser(user) };
  }

  /**
   * Who is signed in, as the shell asks on every page load: 200 for everyone, a visitor's answer
   * being no user, so a visitor's first request is not an error in the console (issue O). GET
   * /api/user keeps its published 401 for API clients. Never cached: the answer changes at login.
   */
  @Public()
  @Get('session')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The signed-in user, or no user for a visitor (200 either way)' })
  session(@Req() req: Request): CurrentUserResponse {
    const user = req.user as UserEntity | undefined;
    return user ? { success: true, user: toPublicUser(user) } : { success: false, user: null };
  }
}
