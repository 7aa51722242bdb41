import { useSession } from '@sahha/store';
import { useEffect } from 'react';

import { useGetLatestCheckInQuery } from '../shared/check-ins-api';
import { reminderFor, type LatestLookup, type Reminder } from './reminder-rules';

/** The reminder for the signed-in user (docs/requirements.md, "Route: / check-in reminder"); a failed lookup is logged ("Site: errors from API calls"). */
export function useCheckInReminder(now: Date = new Date()): Reminder {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  const { data, error, isError, isSuccess } = useGetLatestCheckInQuery(userId ?? 0, { skip: userId === undefined });

  useEffect(() => {
    if (isError) console.error('Looking up the latest check-in failed', error);
  }, [isError, error]);

  const lookup: LatestLookup = isError
    ? { status: 'failed' }
    : isSuccess && data
      ? { status: 'loaded', response: data }
      : { status: 'pending' };
  // Without a signed-in user there is nobody to remind: the lookup never starts, the card stays hidden.
  return reminderFor(lookup, now);
}
