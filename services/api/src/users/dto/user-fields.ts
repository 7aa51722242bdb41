import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AUTH_VALIDATION } from '@sahha/contracts';
import { ACCOUNT_TEXTS } from '@sahha/contracts/account';
import { EMAIL_ADDRESS_MAX_LENGTH, isDeliverableEmailAddress, isSingleLineName } from '@sahha/contracts/account';
import { IsEmail, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';

import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../auth/password-policy';
import { NormalizeEmail, Trim } from '../../common/dto-transforms';

/** Field rules (docs/requirements.md, "Route: /auth"), shared by every DTO that carries the field. */
const NAME_MESSAGES = { tooShort: AUTH_VALIDATION.name, tooLong: AUTH_VALIDATION.nameTooLong, oneLine: AUTH_VALIDATION.nameOneLine } as const;
const EMAIL_MESSAGE = AUTH_VALIDATION.email;
const EMAIL_MAX_LENGTH = EMAIL_ADDRESS_MAX_LENGTH;

/**
 * The forms' e-mail rule (contracts' isDeliverableEmailAddress: a dotted domain, "a@b" fails) on top
 * of class-validator's IsEmail, which keeps its stricter local-part checks. Every DTO with an address uses it.
 */
export const IsDeliverableEmail = (message: string): PropertyDecorator =>
  applyDecorators(
    IsEmail({}, { message }),
    ValidateBy({ name: 'isDeliverableEmail', validator: { validate: (value) => typeof value === 'string' && isDeliverableEmailAddress(value) } }, { message }),
  );

export const NameField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ minLength: 2, maxLength: 100, example: 'Layla Demo', description: 'One line: no control characters, line breaks or bidi controls' }),
    Trim(),
    IsString({ message: NAME_MESSAGES.tooShort }),
    MinLength(2, { message: NAME_MESSAGES.tooShort }),
    MaxLength(100, { message: NAME_MESSAGES.tooLong }),
    // The forms' rule (contracts): a name is quoted on one line in pages and in every e-mail.
    ValidateBy({ name: 'isSingleLineName', validator: { validate: (value) => typeof value === 'string' && isSingleLineName(value) } }, { message: NAME_MESSAGES.oneLine }),
  );

export const EmailField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'demo@sahha.ae' }),
    NormalizeEmail(),
    IsString({ message: EMAIL_MESSAGE }),
    MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGE }),
    IsDeliverableEmail(EMAIL_MESSAGE),
  );

/** Length only: the common-password rule is the service's, so it can say why in one message. */
export const PasswordField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password' }),
    IsString({ message: PASSWORD_MESSAGES.tooShort }),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_MESSAGES.tooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.tooLong }),
  );

/** An existing password: any non-empty string within the hashing bound. */
export const CurrentPasswordField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ maxLength: PASSWORD_MAX_LENGTH, format: 'password' }),
    IsString({ message: ACCOUNT_TEXTS.passwordRequired }),
    MinLength(1, { message: ACCOUNT_TEXTS.passwordRequired }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.tooLong }),
  );
