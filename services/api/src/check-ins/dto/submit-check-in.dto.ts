import { ApiProperty } from '@nestjs/swagger';
import type { CheckInImprovement, CheckInSubmission, SubmitCheckInRequest } from '@sahha/contracts';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, Min, ValidateNested } from 'class-validator';

import { ServerOwned } from '../../common/strict-validation.pipe';
import {
  AdherenceField,
  CHECK_IN_VALIDATION,
  ImprovementsField,
  OptionalTextField,
  ScoreField,
} from './check-in-fields';

export class CheckInFieldsDto implements CheckInSubmission {
  /**
   * The server dates every check-in with its own clock (issue L). The first release's tracker sent
   * its own `date`, so one is accepted, whatever it holds, and dropped (issue N).
   */
  @ServerOwned()
  readonly date?: never;

  @ScoreField('energyLevel')
  energyLevel!: number;

  @ScoreField('sleepQuality')
  sleepQuality!: number;

  @ScoreField('mood')
  mood!: number;

  @AdherenceField()
  adherence!: number;

  @OptionalTextField('sideEffects')
  sideEffects?: string | null;

  @ImprovementsField()
  improvements?: CheckInImprovement[] | null;

  @OptionalTextField('notes')
  notes?: string | null;
}

export class SubmitCheckInDto implements SubmitCheckInRequest {
  @ApiProperty({ minimum: 1, example: 1, description: "The signed-in user's id" })
  @IsInt({ message: CHECK_IN_VALIDATION.userId })
  @Min(1, { message: CHECK_IN_VALIDATION.userId })
  userId!: number;

  @ApiProperty({ type: CheckInFieldsDto })
  @IsDefined({ message: CHECK_IN_VALIDATION.checkIn })
  @IsObject({ message: CHECK_IN_VALIDATION.checkIn })
  @ValidateNested()
  @Type(() => CheckInFieldsDto)
  checkIn!: CheckInFieldsDto;
}
