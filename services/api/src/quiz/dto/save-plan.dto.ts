import { ApiProperty } from '@nestjs/swagger';
import type { SavePlanRequest } from '@sahha/contracts/quiz';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** A signed plan holds at most six items with their texts; far below this. */
const PLAN_TOKEN_MAX = 64_000;

export class SavePlanDto implements SavePlanRequest {
  @ApiProperty({ description: 'The planToken of a visitor’s POST /api/quiz/submit' })
  // Validators run bottom-up and stop at the first error: the type is checked first.
  @MaxLength(PLAN_TOKEN_MAX, { message: `planToken must be at most ${PLAN_TOKEN_MAX} characters` })
  @IsNotEmpty({ message: 'planToken is required' })
  @IsString({ message: 'planToken must be text' })
  planToken!: string;
}
