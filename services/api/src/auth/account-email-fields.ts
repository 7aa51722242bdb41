import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/**
 * The token of an e-mailed link. Kept loose (any string up to 200 characters): a wrong token gets
 * the service's one "invalid link" answer, however it is wrong.
 */
export const LinkTokenField = (message: string): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ description: 'The token from the link’s #token= fragment', maxLength: 200 }),
    IsString({ message }),
    MinLength(1, { message }),
    MaxLength(200, { message }),
  );
