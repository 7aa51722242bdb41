import { useSession } from '@sahha/store';
import { toast } from '@sahha/ui';
import { useEffect, useMemo } from 'react';

import { useGetCheckInsQuery } from '../shared/check-ins-api';
import { PROGRESS_TEXTS } from './progress-texts';
import { sortByDate } from './progress-stats';
import type { CheckIn } from '@sahha/contracts';

export type ProgressData =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; checkIns: CheckIn[] };

/** The progress page (docs/requirements.md, "Route: /progress"): loading then loaded; a failed load ("Site: errors from API calls") is logged and toasted once. */
export function useProgressData(): ProgressData {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  const { data, error, isError, isLoading, isFetching, isUninitialized } = useGetCheckInsQuery(userId ?? 0, { skip: userId === undefined });

  useEffect(() => {
    if (!isError) return;
    console.error('Loading check-ins failed', error);
    toast({ title: PROGRESS_TEXTS.errorTitle, description: PROGRESS_TEXTS.errorDescription, variant: 'destructive' });
  }, [isError, error]);

  const checkIns = useMemo(() => (data ? sortByDate(data) : []), [data]);

  if (isError) return { status: 'error' };
  if (isUninitialized || isLoading || (isFetching && !data)) return { status: 'loading' };
  return { status: 'loaded', checkIns };
}
