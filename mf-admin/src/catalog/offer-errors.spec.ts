import { OFFER_MESSAGES } from '@sahha/contracts/catalog-admin';
import type { ApiError } from '@sahha/store';
import { feedRowErrorsOf, offerErrorsOf } from './offer-errors';

const apiError = (status: number, data: unknown): ApiError => ({ status, message: `${status}: ${JSON.stringify(data)}`, data });

describe('offerErrorsOf', () => {
  it('places each field message of a 400 under its field', () => {
    const error = apiError(400, { statusCode: 400, message: [OFFER_MESSAGES.price, OFFER_MESSAGES.url], error: 'Bad Request' });
    expect(offerErrorsOf(error, 'Try again')).toEqual({ fields: { price: OFFER_MESSAGES.price, url: OFFER_MESSAGES.url } });
  });

  it('says a message that names no field above the form, with the placed ones still placed', () => {
    const error = apiError(400, { statusCode: 400, message: [OFFER_MESSAGES.price, 'property colour should not exist'], error: 'Bad Request' });
    expect(offerErrorsOf(error, 'Try again')).toEqual({ fields: { price: OFFER_MESSAGES.price }, form: 'property colour should not exist' });
  });

  it('says a duplicate above the form', () => {
    expect(offerErrorsOf(apiError(409, { statusCode: 409, message: OFFER_MESSAGES.duplicate, error: 'Conflict' }), 'Try again')).toEqual({ fields: {}, form: OFFER_MESSAGES.duplicate });
  });

  it('falls back to the general message for a failure without field messages', () => {
    expect(offerErrorsOf(apiError(500, { statusCode: 500, message: 'Internal server error' }), 'Try again')).toEqual({ fields: {}, form: 'Try again' });
    expect(offerErrorsOf(new Error('offline'), 'Try again')).toEqual({ fields: {}, form: 'Try again' });
  });
});

describe('feedRowErrorsOf', () => {
  it('reads the row errors of a refused feed and nothing else', () => {
    const errors = [{ row: 3, field: 'price', message: 'Enter a price in AED' }];
    expect(feedRowErrorsOf(apiError(400, { statusCode: 400, message: 'The feed has errors', errors }))).toEqual(errors);
    expect(feedRowErrorsOf(apiError(400, { statusCode: 400, message: 'content must be a string' }))).toEqual([]);
    expect(feedRowErrorsOf(new Error('offline'))).toEqual([]);
  });
});
