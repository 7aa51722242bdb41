import type { ComponentType } from 'react';
import { loadRemoteModule, RemoteBoundary } from '@sahha/mf-runtime';

/** The reminder card belongs to the tracker team; the home page only reserves its place. */
export const CHECK_IN_REMINDER_MODULE = './checkin-reminder';

const loadReminder = async (): Promise<ComponentType> =>
  (await loadRemoteModule<{ default: ComponentType }>('mf_tracker', CHECK_IN_REMINDER_MODULE)).default;

/** The card is hidden while loading or when it cannot decide (docs/requirements.md, "Route: / check-in reminder"), so it is optional here. */
export function CheckInReminderSlot() {
  return <RemoteBoundary load={loadReminder} optional />;
}
