/** @jest-environment jsdom */
import '../../../tools/jest/jsdom-setup';

import { SESSION_ENDED_TEXTS } from '@sahha/contracts';
import { DRAFT_KEY_PREFIX } from '@sahha/ui';
import { act, screen, waitFor } from '@testing-library/react';

import { api, sessionEnded, sessionExpiredHere } from './api';
import { useSession } from './hooks';
import { SessionEndedNoticeHost, useSessionEndedHere } from './session-ended-notice-host';
import { sessionExpired } from './session-slice';
import { layla, renderPage } from './testing';

/** Stands in for the shell's protected-route guard. */
function GuardedForm() {
  const session = useSession();
  const endedHere = useSessionEndedHere();
  if (session.status === 'anonymous' && !endedHere) return <p>sent to sign in</p>;
  return <textarea aria-label="Notes" defaultValue="typed before the session ended" />;
}

const page = (
  <>
    <SessionEndedNoticeHost />
    <GuardedForm />
  </>
);

async function endSessionOn(store: Awaited<ReturnType<typeof renderPage>>['store'], path: string) {
  await act(async () => {
    store.dispatch(sessionExpired(path));
    await store.dispatch(api.util.upsertQueryData('getCurrentUser', undefined, { success: false, user: null }));
  });
}

describe('SessionEndedNoticeHost', () => {
  it('shows nothing while the session is fine', async () => {
    await renderPage(page, { path: '/check-in', user: layla });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the page and offers to sign in and come back, until the user leaves it', async () => {
    // Every path, as the shell's layout hosts the notice on every page.
    const { store, router } = await renderPage(page, { path: '*', url: '/check-in?week=3', user: layla });
    await endSessionOn(store, '/check-in');
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_ENDED_TEXTS.title);
    expect(screen.getByRole('link', { name: SESSION_ENDED_TEXTS.signIn })).toHaveAttribute('href', '/auth?next=%2Fcheck-in%3Fweek%3D3');
    expect(screen.getByLabelText('Notes')).toHaveValue('typed before the session ended');

    await act(() => router.navigate('/progress'));
    await waitFor(() => expect(store.getState().session.sessionEndedOn).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Elsewhere the guard works as before.
    expect(screen.getByText('sent to sign in')).toBeInTheDocument();
  });

  it('hides the notice once the user is signed in again', async () => {
    const { store } = await renderPage(page, { path: '/check-in', user: layla });
    await endSessionOn(store, '/check-in');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await act(() => store.dispatch(api.util.upsertQueryData('getCurrentUser', undefined, { success: true, user: layla })));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('ending the session', () => {
  it('forgets the drafts of this tab on sign-out, but keeps them when the server ended the session', async () => {
    const { store } = await renderPage(<p>page</p>, { path: '/check-in', user: layla });
    sessionStorage.setItem(`${DRAFT_KEY_PREFIX}check-in`, '{"notes":"private"}');

    await act(async () => {
      store.dispatch(sessionExpiredHere());
    });
    expect(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}check-in`)).toBe('{"notes":"private"}');

    await act(async () => {
      store.dispatch(sessionEnded());
    });
    expect(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}check-in`)).toBeNull();
  });
});
