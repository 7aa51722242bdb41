import { SESSION_ENDED_TEXTS } from '@sahha/contracts';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { renderWithTheme } from '../testing/render-with-theme';
import { SessionEndedNotice } from './session-ended-notice';

describe('SessionEndedNotice', () => {
  it('is an alert that says the session ended and moves focus to its sign-in link', () => {
    renderWithTheme(
      <MemoryRouter>
        <SessionEndedNotice signInHref="/auth?next=%2Fcheck-in" />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(SESSION_ENDED_TEXTS.title);
    const link = screen.getByRole('link', { name: SESSION_ENDED_TEXTS.signIn });
    expect(link).toHaveAttribute('href', '/auth?next=%2Fcheck-in');
    expect(link).toHaveFocus();
  });
});
