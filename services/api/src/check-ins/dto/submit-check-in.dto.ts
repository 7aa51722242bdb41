import { ApiProperty } from '@nestjs/swagger';
import type { CheckInImprovement, CheckInSubmission, SubmitCheckInRequest } from '@sahha/contracts';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, Min, ValidateNested } from 'class-validator';

import {
  AdherenceField,
  CHECK_IN_VALIDATION,
  ImprovementsField,
  OptionalTextField,
  ScoreField,
} from './check-in-fields';

/** No `date`: the server dates every check-in (see CLIENT_DATE_REFUSED). */
export class CheckInFieldsDto implements CheckInSubmission {
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
