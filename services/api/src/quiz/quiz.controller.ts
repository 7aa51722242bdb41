import { BadRequestException, Body, Controller, Get, Header, HttpCode, Param, ParseIntPipe, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { QuizResponseDetail, RecognitionResponse, QuizResponsesResponse, QuizSubmitResponse, SavePlanResponse, SuggestionsResponse, SupplementRecommendationsResponse } from '@sahha/contracts/quiz';
import type { Request } from 'express';

import { CurrentUser } from '../common/current-user.decorator';
import { Public } from '../common/public.decorator';
import type { UserEntity } from '../users/user.entity';
import { QuizSubmitDto } from './dto/quiz-submit.dto';
import { RecognitionDto } from './dto/recognition.dto';
import { SavePlanDto } from './dto/save-plan.dto';
import { SuggestionsDto } from './dto/suggestions.dto';
import { RecognitionThrottlerGuard, SuggestionsThrottlerGuard } from './recognition-throttle';
import { QuizSubmitThrottlerGuard } from './submit-throttle';
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
  @UseGuards(QuizSubmitThrottlerGuard)
  submit(@Body() answers: QuizSubmitDto, @Req() request: Request): Promise<QuizSubmitResponse> {
    const user = request.user as UserEntity | undefined;
    return this.quiz.submit(answers, user?.id);
  }

  /** A visitor's plan (the planToken of their submit), saved unchanged once they have signed in; 409 once another account saved it. */
  @Post('quiz/save-plan')
  @HttpCode(200)
  async savePlan(@CurrentUser() user: UserEntity, @Body() body: SavePlanDto): Promise<SavePlanResponse> {
    return { success: true, quizResponseId: await this.quiz.savePlanFromToken(body.planToken, user.id) };
  }

  /**
   * Quiz steps 8 and 9 show what we understood as the user types. The text is read in memory and
   * answered with our own labels; it is never stored, logged or echoed back.
   */
  @Public()
  @Post('quiz/recognise')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @UseGuards(RecognitionThrottlerGuard)
  recognise(@Body() body: RecognitionDto): Promise<RecognitionResponse> {
    return this.quiz.recognise(body.text, body.field);
  }

  /**
   * The picker of quiz steps 8 and 9: knowledge-base concepts the typed fragment may mean. Like
   * recognise, public, limited per client, read in memory, never stored, logged or cached.
   */
  @Public()
  @Post('quiz/suggestions')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @UseGuards(SuggestionsThrottlerGuard)
  suggestions(@Body() body: SuggestionsDto): SuggestionsResponse {
    return this.quiz.suggestions(body.q, body.field);
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
