import { signInPathReturningTo } from '@sahha/contracts';
import { SessionEndedNotice } from '@sahha/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { useAppDispatch, useAppSelector, useSession } from './hooks';
import { selectSessionEndedOn, sessionEndedNoticeCleared } from './session-slice';

/**
 * True on the page where a write found the session gone: the protected-route guard lets that page
 * stay (with what was typed) instead of sending the now signed-out user to /auth by itself.
 */
export function useSessionEndedHere(): boolean {
  const endedOn = useAppSelector(selectSessionEndedOn);
  const { pathname } = useLocation();
  return endedOn !== null && endedOn === pathname;
}

/**
 * Mounted once by the shell's layout: shows "Your session has ended" on the page where it
 * happened, with a sign-in link that comes back to it. Leaving the page or signing in again ends
 * the notice; from then on protected pages guard as usual.
 */
export function SessionEndedNoticeHost() {
  const endedOn = useAppSelector(selectSessionEndedOn);
  const session = useSession();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const leftThePage = endedOn !== null && location.pathname !== endedOn;

  useEffect(() => {
    if (leftThePage) dispatch(sessionEndedNoticeCleared());
  }, [leftThePage, dispatch]);

  if (endedOn === null || leftThePage || session.status === 'authenticated') return null;
  return <SessionEndedNotice signInHref={signInPathReturningTo(`${location.pathname}${location.search}`)} />;
}
