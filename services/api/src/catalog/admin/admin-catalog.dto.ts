import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  FEED_MAX_CHARACTERS,
  type FeedImportRequest,
  OFFER_LIMITS,
  OFFER_MESSAGES,
  type OfferInput,
  type OfferPatch,
} from '@sahha/contracts/catalog-admin';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, registerDecorator, ValidateIf, type ValidationArguments } from 'class-validator';

import { isOfferDeliveryTime, isOfferPrice, isOfferServings } from './offer-rules';

/** Trimmed; an empty or blank text becomes null ("none": the store's usual delivery time, the store's search). */
const BlankIsNull = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value));

function check(name: string, test: (value: unknown) => boolean, message: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: { validate: (value: unknown, _args: ValidationArguments) => test(value) },
    });
}

const IsOfferPrice = () => check('isOfferPrice', isOfferPrice, OFFER_MESSAGES.price);
const IsDeliveryTime = () => check('isOfferDeliveryTime', (value) => typeof value === 'string' && isOfferDeliveryTime(value), OFFER_MESSAGES.deliveryTime);
/** https and at most 500 characters here; the store's own host is checked against its row (AdminCatalogService). */
const IsHttpsLink = () =>
  check('isHttpsLink', (value) => typeof value === 'string' && value.length <= OFFER_LIMITS.urlMax && value.toLowerCase().startsWith('https://'), OFFER_MESSAGES.url);
const IsServings = () => check('isOfferServings', isOfferServings, OFFER_MESSAGES.servings);
/** Optional and nullable number: null clears it. */
const OptionalServings = (): PropertyDecorator => {
  const notNull = ValidateIf((_dto: object, value: unknown) => value !== null && value !== undefined);
  return (target: object, propertyName: string | symbol) => {
    IsServings()(target, propertyName);
    notNull(target, propertyName);
  };
};
const IsInStock = () => IsBoolean({ message: 'Say whether the store has it in stock (true or false)' });

/** Optional and nullable: null (or blank) clears it. */
const OptionalText = (validator: PropertyDecorator): PropertyDecorator => {
  const notNull = ValidateIf((_dto: object, value: unknown) => value !== null && value !== undefined);
  return (target: object, propertyName: string | symbol) => {
    // Applied bottom-up, as when stacked: transform, then skip null, then check.
    validator(target, propertyName);
    notNull(target, propertyName);
    BlankIsNull()(target, propertyName);
  };
};

export class OfferInputDto implements OfferInput {
  @ApiProperty({ example: 'zinc' })
  @IsString({ message: OFFER_MESSAGES.productKey })
  productKey!: string;

  @ApiProperty({ example: 'life-pharmacy' })
  @IsString({ message: OFFER_MESSAGES.retailerKey })
  retailerKey!: string;

  @ApiProperty({ minimum: OFFER_LIMITS.priceMin, maximum: OFFER_LIMITS.priceMax, example: 49 })
  @IsOfferPrice()
  price!: number;

  @ApiProperty()
  @IsInStock()
  inStock!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: OFFER_LIMITS.deliveryTimeMax, example: '1-2 days' })
  @OptionalText(IsDeliveryTime())
  deliveryTime?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: OFFER_LIMITS.urlMax })
  @OptionalText(IsHttpsLink())
  url?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: OFFER_LIMITS.servingsMax, example: 120 })
  @OptionalServings()
  servings?: number | null;
}

/** A change to an offer: price and stock only when sent; the delivery time, link and servings as on a new offer. */
export class OfferPatchDto extends PickType(OfferInputDto, ['deliveryTime', 'url', 'servings'] as const) implements OfferPatch {
  @ApiPropertyOptional({ minimum: OFFER_LIMITS.priceMin, maximum: OFFER_LIMITS.priceMax, example: 49 })
  @ValidateIf((_dto: object, value: unknown) => value !== undefined)
  @IsOfferPrice()
  price?: number;

  @ApiPropertyOptional()
  @ValidateIf((_dto: object, value: unknown) => value !== undefined)
  @IsInStock()
  inStock?: boolean;
}

export class OfferChangesQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: OFFER_MESSAGES.productKey })
  @MaxLength(40, { message: OFFER_MESSAGES.productKey })
  productKey?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: OFFER_MESSAGES.retailerKey })
  @MaxLength(40, { message: OFFER_MESSAGES.retailerKey })
  retailerKey?: string;
}

export const FEED_MESSAGES = {
  content: `Paste or upload the store's feed: TSV, CSV or XML text of at most ${FEED_MAX_CHARACTERS.toLocaleString('en-US')} characters`,
  matches: 'matches must map feed item ids to one of our product keys or null',
} as const;

const isMatches = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([id, key]) => id.length > 0 && id.length <= 50 && (key === null || (typeof key === 'string' && key.length <= 40)));

export class FeedImportDto implements FeedImportRequest {
  @ApiProperty({ example: 'noon-ae' })
  @IsString({ message: OFFER_MESSAGES.retailerKey })
  @MaxLength(40, { message: OFFER_MESSAGES.retailerKey })
  retailerKey!: string;

  @ApiProperty({ maxLength: FEED_MAX_CHARACTERS })
  @MaxLength(FEED_MAX_CHARACTERS, { message: FEED_MESSAGES.content })
  @IsString({ message: FEED_MESSAGES.content })
  content!: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string', nullable: true } })
  @IsOptional()
  @(check('isFeedMatches', isMatches, FEED_MESSAGES.matches))
  matches?: Record<string, string | null>;
}
