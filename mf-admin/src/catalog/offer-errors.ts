import { OFFER_MESSAGES, type FeedRowError } from '@sahha/contracts/catalog-admin';
import { isApiError } from '@sahha/store';

export type OfferField = 'productKey' | 'retailerKey' | 'price' | 'deliveryTime' | 'url' | 'servings';

export interface OfferErrors {
  fields: Partial<Record<OfferField, string>>;
  /** Said above the form: a conflict, or a failure that names no field. */
  form?: string;
}

const FIELD_BY_MESSAGE = new Map<string, OfferField>([
  [OFFER_MESSAGES.price, 'price'],
  [OFFER_MESSAGES.deliveryTime, 'deliveryTime'],
  [OFFER_MESSAGES.url, 'url'],
  [OFFER_MESSAGES.servings, 'servings'],
  [OFFER_MESSAGES.productKey, 'productKey'],
  [OFFER_MESSAGES.retailerKey, 'retailerKey'],
]);

const messagesOf = (data: unknown): string[] => {
  const message = (data as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string') return [message];
  return Array.isArray(message) ? message.filter((m): m is string => typeof m === 'string') : [];
};

/**
 * The API's 400 names each invalid field with its own message (OFFER_MESSAGES), which places it
 * under its field; a 409 (duplicate) and anything else are said above the form. What the admin
 * typed stays in the form either way.
 */
export function offerErrorsOf(error: unknown, fallback: string): OfferErrors {
  if (!isApiError(error)) return { fields: {}, form: fallback };
  const fields: OfferErrors['fields'] = {};
  const unplaced: string[] = [];
  for (const message of messagesOf(error.data)) {
    const field = FIELD_BY_MESSAGE.get(message);
    if (field) fields[field] ??= message;
    else unplaced.push(message);
  }
  if (error.status === 409) return { fields, form: OFFER_MESSAGES.duplicate };
  const placed = Object.keys(fields).length > 0;
  return { fields, ...(placed && unplaced.length === 0 ? {} : { form: error.status === 400 && unplaced.length > 0 ? unplaced.join(' ') : fallback }) };
}

/** The row errors of a refused feed (400 `{ errors: FeedRowError[] }`), or none when the refusal names no row. */
export function feedRowErrorsOf(error: unknown): FeedRowError[] {
  if (!isApiError(error)) return [];
  const errors = (error.data as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is FeedRowError => typeof e === 'object' && e !== null && 'row' in e && 'message' in e) : [];
}
