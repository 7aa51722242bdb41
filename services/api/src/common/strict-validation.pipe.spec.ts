import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsObject, ValidateNested } from 'class-validator';

import { MAX_BODY_DEPTH, ServerOwned, StrictValidationPipe, structuralProblemIn, TOO_DEEP_MESSAGE } from './strict-validation.pipe';

class InnerDto {
  @IsInt()
  score!: number;
}

class OuterDto {
  @IsInt()
  rating!: number;

  @IsObject()
  @ValidateNested()
  @Type(() => InnerDto)
  inner!: InnerDto;
}

class StampedInnerDto {
  @IsInt()
  score!: number;

  @ServerOwned()
  readonly stampedAt?: never;
}

class StampedOuterDto {
  @IsInt()
  rating!: number;

  @ServerOwned()
  readonly id?: never;

  @IsObject()
  @ValidateNested()
  @Type(() => StampedInnerDto)
  inner!: StampedInnerDto;
}

const pipe = new StrictValidationPipe();
const asBody = (raw: string) => pipe.transform(JSON.parse(raw), { type: 'body', metatype: OuterDto });

async function messagesOf(raw: string): Promise<string[]> {
  try {
    await asBody(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { message: string[] }).message;
  }
  throw new Error('expected a validation error');
}

describe('StrictValidationPipe', () => {
  it('accepts a body with known fields only', async () => {
    await expect(asBody('{"rating": 5, "inner": {"score": 1}}')).resolves.toBeInstanceOf(OuterDto);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'])(
    'refuses %s as an unknown field, at the top and nested',
    async (key) => {
      expect(await messagesOf(`{"rating": 5, "inner": {"score": 1}, "${key}": {"isAdmin": true}}`)).toEqual([`property ${key} should not exist`]);
      expect(await messagesOf(`{"rating": 5, "inner": {"score": 1, "${key}": 1}}`)).toEqual([`property inner.${key} should not exist`]);
    },
  );

  it('still refuses ordinary unknown fields the way class-validator words it', async () => {
    expect(await messagesOf('{"rating": 5, "inner": {"score": 1}, "isAdmin": true}')).toEqual(['property isAdmin should not exist']);
  });

  it.each([['2024-01-01T08:00:00.000Z'], ['yesterday'], [null], [42], [{ $date: 0 }], [['a']]])(
    'accepts a server-owned field holding %p, at the top and nested, and drops it',
    async (value) => {
      const body = { rating: 5, id: value, inner: { score: 1, stampedAt: value } };
      const dto = (await pipe.transform(body, { type: 'body', metatype: StampedOuterDto })) as StampedOuterDto;
      expect(dto).toBeInstanceOf(StampedOuterDto);
      expect(dto).toEqual({ rating: 5, inner: { score: 1 } });
      expect(Object.keys(dto)).not.toContain('id');
      expect(Object.keys(dto.inner)).not.toContain('stampedAt');
    },
  );

  it('still refuses unknown fields beside a server-owned one', async () => {
    await expect(
      pipe.transform({ rating: 5, id: 1, inner: { score: 1, stampedAt: 1, isAdmin: true } }, { type: 'body', metatype: StampedOuterDto }),
    ).rejects.toMatchObject({ response: { message: ['inner.property isAdmin should not exist'] } });
  });

  it('refuses a body nested deeper than the limit instead of overflowing the stack in class-transformer', async () => {
    for (const depth of [MAX_BODY_DEPTH, 5_000]) {
      expect(await messagesOf(`{"rating": ${'['.repeat(depth)}${']'.repeat(depth)}, "inner": {"score": 1}}`)).toEqual([TOO_DEEP_MESSAGE]);
    }
  });
});

describe('structuralProblemIn', () => {
  it('names the path of a prototype-named key, through arrays', () => {
    expect(structuralProblemIn(JSON.parse('[{"a": [{"constructor": 1}]}]'))).toBe('property [0].a[0].constructor should not exist');
  });

  it('accepts nesting up to the limit and walks far deeper nesting without recursion', () => {
    const nested = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`);
    expect(structuralProblemIn(nested(MAX_BODY_DEPTH))).toBeUndefined();
    expect(structuralProblemIn(nested(MAX_BODY_DEPTH + 1))).toBe(TOO_DEEP_MESSAGE);
    expect(structuralProblemIn(nested(100_000))).toBe(TOO_DEEP_MESSAGE);
  });
});
