import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /**
   * Synchronizer token for state-changing calls. The server regenerates the session on login,
   * registration and logout, which invalidates the token, so those calls clear it.
   */
  csrfToken: string | null;
  /**
   * The path of the page on which a write found the session gone (issue L), null otherwise. That
   * page stays on screen with what was typed, and says "Your session has ended" until the user
   * signs in again or leaves it.
   */
  sessionEndedOn: string | null;
}

const initialState: SessionState = { csrfToken: null, sessionEndedOn: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    csrfTokenReceived(state, action: PayloadAction<string>) {
      state.csrfToken = action.payload;
    },
    csrfTokenCleared(state) {
      state.csrfToken = null;
    },
    sessionExpired(state, action: PayloadAction<string>) {
      state.sessionEndedOn = action.payload;
    },
    sessionEndedNoticeCleared(state) {
      state.sessionEndedOn = null;
    },
  },
  selectors: {
    selectCsrfToken: (state) => state.csrfToken,
    selectSessionEndedOn: (state) => state.sessionEndedOn,
  },
});

export const { csrfTokenReceived, csrfTokenCleared, sessionExpired, sessionEndedNoticeCleared } = sessionSlice.actions;
export const { selectCsrfToken, selectSessionEndedOn } = sessionSlice.selectors;
