import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /**
   * Synchronizer token for state-changing calls. The server regenerates the session on login,
   * registration and logout, which invalidates the token, so those calls clear it.
   */
  csrfToken: string | null;
}

const initialState: SessionState = { csrfToken: null };

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
  },
  selectors: {
    selectCsrfToken: (state) => state.csrfToken,
  },
});

export const { csrfTokenReceived, csrfTokenCleared } = sessionSlice.actions;
export const { selectCsrfToken } = sessionSlice.selectors;
