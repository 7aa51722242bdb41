import { CHECK_IN_IMPROVEMENTS, type CheckInImprovement } from '@sahha/contracts';
import type { ValueTransformer } from 'typeorm';

function isImprovement(value: unknown): value is CheckInImprovement {
  return (CHECK_IN_IMPROVEMENTS as readonly unknown[]).includes(value);
}

/**
 * Improvements are stored as JSON text (the same column type on SQLite and MariaDB). Reading is
 * defensive: a row edited by hand never makes the API answer with values outside the contract.
 */
export const improvementsColumn: ValueTransformer = {
  to: (value: CheckInImprovement[] | null | undefined): string | null =>
    value === null || value === undefined || value.length === 0 ? null : JSON.stringify(value),
  from: (stored: string | null): CheckInImprovement[] | null => {
    if (stored === null || stored === undefined) return null;
    try {
      const parsed: unknown = JSON.parse(stored);
      const improvements = Array.isArray(parsed) ? parsed.filter(isImprovement) : [];
      return improvements.length > 0 ? improvements : null;
    } catch {
      return null;
    }
  },
};
