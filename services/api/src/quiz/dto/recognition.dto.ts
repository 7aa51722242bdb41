import { ApiProperty } from '@nestjs/swagger';
import { QUIZ_FREE_TEXT_MAX, SCREENED_FIELDS, type RecognitionRequest, type ScreenedField } from '@sahha/contracts/quiz';
import { IsIn, IsString, MaxLength } from 'class-validator';

/** POST /api/quiz/recognise: the same limits as the quiz answers the text will become. */
export class RecognitionDto implements RecognitionRequest {
  @ApiProperty({ enum: SCREENED_FIELDS })
  @IsIn(SCREENED_FIELDS, { message: `field must be one of: ${SCREENED_FIELDS.join(', ')}` })
  field!: ScreenedField;

  @ApiProperty({ maxLength: QUIZ_FREE_TEXT_MAX, description: 'Read in memory only; never stored or logged' })
  // Validators run bottom-up and stop at the first error: the type is checked before the length.
  @MaxLength(QUIZ_FREE_TEXT_MAX, { message: `text must be at most ${QUIZ_FREE_TEXT_MAX} characters` })
  @IsString({ message: 'text must be text' })
  text!: string;
}
