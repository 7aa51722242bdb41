import { formatGulf } from '@sahha/contracts/time';

/** BRAND.md number format: 'AED 49.00' (the API sends '49.00'). */
export function formatAed(price: string | number): string {
  const amount = typeof price === 'number' ? price : Number(price);
  return `AED ${Number.isFinite(amount) ? amount.toFixed(2) : price}`;
}

/** BRAND.md date format, the Gulf day: '16 November 2026'; null for a missing or unreadable date. */
export function formatCheckedDate(date: string | null): string | null {
  if (!date || Number.isNaN(Date.parse(date))) return null;
  return formatGulf(date, 'dayMonthYear');
}
