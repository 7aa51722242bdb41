import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { UsersModule } from '../users/users.module';
import { QuizResponseEntity, SupplementRecommendationSetEntity } from './quiz-response.entity';
import { QuizController } from './quiz.controller';
import { QuizService } from './quiz.service';

@Module({
  imports: [TypeOrmModule.forFeature([QuizResponseEntity, SupplementRecommendationSetEntity]), UsersModule],
  controllers: [QuizController],
  providers: [QuizService],
})
export class QuizModule {}
