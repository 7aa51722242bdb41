import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { PlanTokenSealer } from './plan-token';
import { QuizResponseEntity, SupplementRecommendationSetEntity } from './quiz-response.entity';
import { QuizController } from './quiz.controller';
import { QuizService } from './quiz.service';
import { ScreeningPool } from './screening/screening-pool';

@Module({
  imports: [TypeOrmModule.forFeature([QuizResponseEntity, SupplementRecommendationSetEntity]), UsersModule],
  controllers: [QuizController],
  providers: [QuizService, ScreeningPool, { provide: PlanTokenSealer, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new PlanTokenSealer(config.sessionSecret) }],
})
export class QuizModule {}
