import { ApiProperty } from '@nestjs/swagger';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
  CONTACT_TOPICS,
  CONTACT_VALIDATION,
  type ContactRequest,
  type ContactTopic,
} from '@sahha/contracts';
import { IsIn, IsString, Length, MaxLength, MinLength } from 'class-validator';

import { NormalizeEmail, Trim } from '../../common/dto-transforms';
import { IsDeliverableEmail } from '../../users/dto/user-fields';

export class CreateContactMessageDto implements ContactRequest {
  @ApiProperty({ minLength: CONTACT_NAME_MIN_LENGTH, maxLength: CONTACT_NAME_MAX_LENGTH, example: 'Layla Hassan' })
  @Trim()
  @Length(CONTACT_NAME_MIN_LENGTH, CONTACT_NAME_MAX_LENGTH, { message: CONTACT_VALIDATION.name })
  @IsString({ message: CONTACT_VALIDATION.name })
  name!: string;

  @ApiProperty({ format: 'email', maxLength: CONTACT_EMAIL_MAX_LENGTH, example: 'layla@example.com' })
  @NormalizeEmail()
  @IsString({ message: CONTACT_VALIDATION.email })
  @MaxLength(CONTACT_EMAIL_MAX_LENGTH, { message: CONTACT_VALIDATION.email })
  @IsDeliverableEmail(CONTACT_VALIDATION.email)
  email!: string;

  @ApiProperty({ enum: CONTACT_TOPICS, example: 'general' })
  @IsIn(CONTACT_TOPICS, { message: CONTACT_VALIDATION.topic })
  topic!: ContactTopic;

  @ApiProperty({ minLength: CONTACT_MESSAGE_MIN_LENGTH, maxLength: CONTACT_MESSAGE_MAX_LENGTH, example: 'How do I export my data?' })
  @Trim()
  // Stacked validators run bottom-up: with one error per field, the type check must come last here.
  @MaxLength(CONTACT_MESSAGE_MAX_LENGTH, { message: CONTACT_VALIDATION.messageTooLong })
  @MinLength(CONTACT_MESSAGE_MIN_LENGTH, { message: CONTACT_VALIDATION.messageTooShort })
  @IsString({ message: CONTACT_VALIDATION.messageTooShort })
  message!: string;
}
