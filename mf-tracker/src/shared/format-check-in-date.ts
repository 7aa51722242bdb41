import { format } from 'date-fns';

/** BRAND.md: dates like '6 January 2025'. */
export function formatCheckInDate(date: Date | string): string {
  return format(typeof date === 'string' ? new Date(date) : date, 'd MMMM yyyy');
}
