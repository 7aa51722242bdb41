const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2025-01-06' → '6 January 2025' (BRAND.md: UAE date convention). */
export const formatPublishDate = (isoDate: string): string => FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
