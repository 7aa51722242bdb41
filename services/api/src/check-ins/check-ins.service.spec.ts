import { ForbiddenException } from '@nestjs/common';

import type { CheckInEntity } from './check-in.entity';
import { assertOwnUser, OTHER_USER_MESSAGE, toCheckIn } from './check-ins.service';

describe('toCheckIn', () => {
  it('maps a row to the contract shape with an ISO date and without owner or audit fields', () => {
    const answers = { energyLevel: 6, sleepQuality: 7, mood: 8, adherence: 90, sideEffects: null, improvements: ['sleep' as const], notes: 'Good week' };
    const row: CheckInEntity = { id: 7, userId: 3, date: new Date('2025-01-06T09:30:00.000Z'), ...answers, createdAt: new Date() };
    expect(toCheckIn(row)).toEqual({ id: 7, date: '2025-01-06T09:30:00.000Z', ...answers });
  });
});

describe('assertOwnUser', () => {
  it('lets the session user through and refuses any other id with 403', () => {
    expect(() => assertOwnUser(3, 3)).not.toThrow();
    expect(() => assertOwnUser(3, 4)).toThrow(ForbiddenException);
    expect(() => assertOwnUser(3, 4)).toThrow(OTHER_USER_MESSAGE);
  });
});
