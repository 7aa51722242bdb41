import { checkInOn } from '../testing/check-in-fixture';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { LatestCheckInResponse } from '@sahha/contracts';
import type { Session } from '@sahha/store';
import { lightTheme } from '@sahha/ui';
import CheckInReminder from './check-in-reminder';
import { REMINDER_TEXTS } from './check-in-texts';

interface LatestQuery {
  data?: LatestCheckInResponse;
  error?: unknown;
  isError: boolean;
  isSuccess: boolean;
}

const SIGNED_IN: Session = { status: 'authenticated', user: { id: 7, name: null, email: 'amal@example.ae', role: 'user', emailVerified: true } };
let mockSession: Session = SIGNED_IN;
let mockQuery: LatestQuery = { isError: false, isSuccess: false };
const mockQueryArgs = jest.fn();

jest.mock('@sahha/store', () => ({ useSession: () => mockSession }));
jest.mock('../shared/check-ins-api', () => ({
  useGetLatestCheckInQuery: (...args: unknown[]) => {
    mockQueryArgs(...args);
    return mockQuery;
  },
}));

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

function loaded(date: Date | null): LatestQuery {
  return {
    isError: false,
    isSuccess: true,
    data: {
      success: true,
      checkIn:
        date === null
          ? null
          : checkInOn(date.toISOString()),
    },
  };
}

function renderReminder() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter>
        <CheckInReminder />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('CheckInReminder', () => {
  beforeEach(() => {
    mockSession = SIGNED_IN;
    mockQuery = { isError: false, isSuccess: false };
    mockQueryArgs.mockClear();
  });

  it('renders nothing while the lookup runs', () => {
    const { container } = renderReminder();
    expect(container).toBeEmptyDOMElement();
    expect(mockQueryArgs).toHaveBeenCalledWith(7, { skip: false });
  });

  it('renders nothing and looks nothing up without a signed-in user', () => {
    mockSession = { status: 'loading', user: null };
    const { container } = renderReminder();
    expect(container).toBeEmptyDOMElement();
    expect(mockQueryArgs).toHaveBeenCalledWith(0, { skip: true });
  });

  it('invites the first check-in when there is none', () => {
    mockQuery = loaded(null);
    renderReminder();
    expect(screen.getByRole('heading', { name: REMINDER_TEXTS.firstTitle })).toBeInTheDocument();
    expect(screen.getByText(REMINDER_TEXTS.firstSubtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REMINDER_TEXTS.action })).toHaveAttribute('href', '/check-in');
  });

  it('reminds with the last date when the latest check-in is over a week old', () => {
    const last = new Date('2025-01-06T09:00:00.000Z');
    mockQuery = loaded(last);
    renderReminder();
    expect(screen.getByRole('heading', { name: REMINDER_TEXTS.overdueTitle })).toBeInTheDocument();
    expect(screen.getByText(REMINDER_TEXTS.overdueText)).toBeInTheDocument();
    expect(screen.getByText('Last check-in: 6 January 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REMINDER_TEXTS.action })).toHaveAttribute('href', '/check-in');
  });

  it('renders nothing when the last check-in is less than a week old', () => {
    mockQuery = loaded(daysAgo(6.9));
    const { container } = renderReminder();
    expect(container).toBeEmptyDOMElement();
  });

  it('logs a failed lookup and reminds anyway, without a date', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockQuery = { isError: true, isSuccess: false, error: { status: 500, message: '500: boom' } };
    renderReminder();
    expect(screen.getByRole('heading', { name: REMINDER_TEXTS.overdueTitle })).toBeInTheDocument();
    expect(screen.getByText(REMINDER_TEXTS.dueText)).toBeInTheDocument();
    expect(screen.queryByText(/Last check-in/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Looking up the latest check-in failed', { status: 500, message: '500: boom' });
    consoleError.mockRestore();
  });

  it('names the Gulf day of the last check-in, not the UTC one', () => {
    // 21:00 UTC on 6 January is 01:00 on 7 January in the Gulf.
    mockQuery = loaded(new Date('2025-01-06T21:00:00.000Z'));
    renderReminder();
    expect(screen.getByText('Last check-in: 7 January 2025')).toBeInTheDocument();
  });
});
