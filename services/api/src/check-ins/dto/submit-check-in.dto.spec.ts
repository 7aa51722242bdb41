import { BadRequestException } from '@nestjs/common';

import { StrictValidationPipe } from '../../common/strict-validation.pipe';
import { CHECK_IN_VALIDATION, TEXT_MAX_LENGTH } from './check-in-fields';
import { SubmitCheckInDto } from './submit-check-in.dto';

// The pipe bootstrap.ts makes global.
const pipe = new StrictValidationPipe();

const VALID = { energyLevel: 5, sleepQuality: 6, mood: 7, adherence: 90 };

async function validate(body: unknown): Promise<SubmitCheckInDto> {
  return (await pipe.transform(body, { type: 'body', metatype: SubmitCheckInDto })) as SubmitCheckInDto;
}

async function messagesOf(body: unknown): Promise<string[]> {
  try {
    await validate(body);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { message: string[] }).message;
  }
  throw new Error('expected a validation error');
}

describe('SubmitCheckInDto', () => {
  it('accepts the minimal check-in and leaves the optional fields out', async () => {
    const dto = await validate({ userId: 3, checkIn: VALID });
    expect(dto.userId).toBe(3);
    expect(dto.checkIn).toMatchObject(VALID);
    expect(dto.checkIn).not.toHaveProperty('date');
  });

  it('trims texts and turns empty texts and an empty improvements list into null', async () => {
    const dto = await validate({
      userId: 1,
      checkIn: { ...VALID, sideEffects: '  mild headache ', notes: '   ', improvements: [] },
    });
    expect(dto.checkIn.sideEffects).toBe('mild headache');
    expect(dto.checkIn.notes).toBeNull();
    expect(dto.checkIn.improvements).toBeNull();
  });

  it.each([
    ['energyLevel', 0],
    ['energyLevel', 11],
    ['energyLevel', 5.5],
    ['energyLevel', '5'],
    ['sleepQuality', null],
    ['mood', -1],
    ['adherence', 95],
    ['adherence', 110],
    ['adherence', -10],
    ['adherence', '100'],
  ] as const)('rejects %s = %p with its field message', async (field, value) => {
    const messages = await messagesOf({ userId: 1, checkIn: { ...VALID, [field]: value } });
    expect(messages).toEqual([`checkIn.${CHECK_IN_VALIDATION[field]}`]);
  });

  it.each([0, 10, 50, 100])('accepts adherence %p', async (adherence) => {
    await expect(validate({ userId: 1, checkIn: { ...VALID, adherence } })).resolves.toBeDefined();
  });

  it.each([[['sleep', 'sleep']], [['energy', 'stamina']], ['energy'], [[1]]])('rejects improvements %p', async (improvements) => {
    expect(await messagesOf({ userId: 1, checkIn: { ...VALID, improvements } })).toEqual([
      `checkIn.${CHECK_IN_VALIDATION.improvements}`,
    ]);
  });

  it('rejects texts over the limit after trimming, and non-text', async () => {
    expect(await messagesOf({ userId: 1, checkIn: { ...VALID, notes: 'x'.repeat(TEXT_MAX_LENGTH + 1) } })).toEqual([
      `checkIn.${CHECK_IN_VALIDATION.notes}`,
    ]);
    expect(await messagesOf({ userId: 1, checkIn: { ...VALID, sideEffects: 12 } })).toEqual([
      `checkIn.${CHECK_IN_VALIDATION.sideEffects}`,
    ]);
    await expect(
      validate({ userId: 1, checkIn: { ...VALID, notes: ` ${'x'.repeat(TEXT_MAX_LENGTH)} ` } }),
    ).resolves.toBeDefined();
  });

  it.each([
    ['back-dated', '2024-01-01T08:00:00.000Z'],
    ['in the future', new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()],
    ['the current time', new Date().toISOString()],
    ['unreadable', 'yesterday'],
    ['null', null],
    ['an object', { $date: 0 }],
  ])('accepts and drops a client date (%s), as the first release sent one: the server dates check-ins', async (_label, date) => {
    const dto = await validate({ userId: 1, checkIn: { ...VALID, date } });
    expect(dto.checkIn).toEqual(VALID);
    expect(Object.keys(dto.checkIn)).not.toContain('date');
  });

  it('still checks the other fields beside a client date', async () => {
    expect(await messagesOf({ userId: 1, checkIn: { ...VALID, date: '2024-01-01', mood: 11, extra: 1 } })).toEqual(
      expect.arrayContaining([`checkIn.${CHECK_IN_VALIDATION.mood}`, 'checkIn.property extra should not exist']),
    );
  });

  it('rejects unknown fields at both levels, and a missing or non-object checkIn', async () => {
    expect(await messagesOf({ userId: 1, checkIn: VALID, admin: true })).toEqual(['property admin should not exist']);
    expect(await messagesOf({ userId: 1, checkIn: { ...VALID, userId: 2 } })).toEqual([
      'checkIn.property userId should not exist',
    ]);
    expect(await messagesOf({ userId: 1 })).toEqual([CHECK_IN_VALIDATION.checkIn]);
    expect(await messagesOf({ userId: 1, checkIn: 'great week' })).toContain(CHECK_IN_VALIDATION.checkIn);
  });

  it.each([0, -4, 1.5, '1', null])('rejects userId %p', async (userId) => {
    expect(await messagesOf({ userId, checkIn: VALID })).toEqual([CHECK_IN_VALIDATION.userId]);
  });
});
