import { BadRequestException, Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  QuizResponseDetail,
  QuizResponsesResponse,
  QuizSubmitResponse,
  SupplementRecommendationsResponse,
} from '@sahha/contracts';
import type { Request } from 'express';

import { CurrentUser } from '../common/current-user.decorator';
import { Public } from '../common/public.decorator';
import type { UserEntity } from '../users/user.entity';
import { QuizSubmitDto } from './dto/quiz-submit.dto';
import { QuizService } from './quiz.service';

const idPipe = new ParseIntPipe({ exceptionFactory: () => new BadRequestException('id must be a number') });

@ApiTags('quiz')
@Controller()
export class QuizController {
  constructor(private readonly quiz: QuizService) {}

  /** Open to visitors; a signed-in user's plan is also saved. */
  @Public()
  @Post('quiz/submit')
  @HttpCode(200)
  submit(@Body() answers: QuizSubmitDto, @Req() request: Request): Promise<QuizSubmitResponse> {
    const user = request.user as UserEntity | undefined;
    return this.quiz.submit(answers, user?.id);
  }

  @Get('quiz-responses')
  async list(@CurrentUser() user: UserEntity): Promise<QuizResponsesResponse> {
    return { success: true, quizResponses: await this.quiz.listFor(user.id) };
  }

  @Get('quiz-responses/:id')
  async detail(@CurrentUser() user: UserEntity, @Param('id', idPipe) id: number): Promise<QuizResponseDetail & { success: true }> {
    return { success: true, ...(await this.quiz.detailFor(user.id, id)) };
  }

  @Get('supplement-recommendations/:id')
  recommendations(@CurrentUser() user: UserEntity, @Param('id', idPipe) id: number): Promise<SupplementRecommendationsResponse> {
    return this.quiz.recommendationsFor(user.id, id);
  }
}
