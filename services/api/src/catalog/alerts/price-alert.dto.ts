import { ApiProperty } from '@nestjs/swagger';
import {
  type CreatePriceAlertRequest,
  PRICE_ALERT_LIMITS,
  PRICE_ALERT_MESSAGES,
  type UnsubscribePriceAlertRequest,
} from '@sahha/contracts/price-alerts';
import { IsString, MaxLength, registerDecorator } from 'class-validator';

import { isAlertThreshold } from './price-alert-rules';

const IsAlertThreshold = (): PropertyDecorator => (target: object, propertyName: string | symbol) =>
  registerDecorator({
    name: 'isAlertThreshold',
    target: target.constructor,
    propertyName: String(propertyName),
    options: { message: PRICE_ALERT_MESSAGES.threshold },
    validator: { validate: (value: unknown) => isAlertThreshold(value) },
  });

export class CreatePriceAlertDto implements CreatePriceAlertRequest {
  @ApiProperty({ example: 'zinc' })
  @MaxLength(40, { message: PRICE_ALERT_MESSAGES.productId })
  @IsString({ message: PRICE_ALERT_MESSAGES.productId })
  productId!: string;

  @ApiProperty({ minimum: PRICE_ALERT_LIMITS.thresholdMin, maximum: PRICE_ALERT_LIMITS.thresholdMax, example: 45 })
  @IsAlertThreshold()
  threshold!: number;
}

export class UnsubscribePriceAlertDto implements UnsubscribePriceAlertRequest {
  @ApiProperty({ description: 'The token of the e-mailed link (after #token=)' })
  @MaxLength(100, { message: PRICE_ALERT_MESSAGES.invalidLink })
  @IsString({ message: PRICE_ALERT_MESSAGES.invalidLink })
  token!: string;
}
