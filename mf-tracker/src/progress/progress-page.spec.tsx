import { checkInOn } from '../testing/check-in-fixture';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { PAGE_HEADINGS, type CheckIn } from '@sahha/contracts';
import type { Session } from '@sahha/store';
import { Toaster, lightTheme, resetToasts } from '@sahha/ui';
import ProgressPage from './progress-page';
import { ADHERENCE_TEXTS, TREND_TEXTS } from './progress-stats';
import { PROGRESS_TEXTS } from './progress-texts';

interface QueryState {
  data?: CheckIn[];
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isUninitialized: boolean;
}

const IDLE: QueryState = { isError: false, isLoading: false, isFetching: false, isUninitialized: false };
let mockQuery: QueryState = IDLE;
const mockQueryArgs = jest.fn();
const mockSession: Session = { status: 'authenticated', user: { id: 42, name: 'Layla Demo', email: 'demo@sahha.ae', role: 'user', emailVerified: true } };

jest.mock('@sahha/store', () => ({ useSession: () => mockSession }));
jest.mock('../shared/check-ins-api', () => ({
  useGetCheckInsQuery: (...args: unknown[]) => {
    mockQueryArgs(...args);
    return mockQuery;
  },
}));
// jsdom cannot draw SVG charts; the page's text alternative is what these tests read.
jest.mock('react-apexcharts/core', () => () => null);
jest.mock('apexcharts/bar', () => ({}));

function checkIn(id: number, date: string, values: Partial<CheckIn> = {}): CheckIn {
  return checkInOn(date, { id, ...values });
}

function renderPage() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={['/progress']}>
        <ProgressPage />
        <Toaster />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

function expectToolbarAndHeading() {
  expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.progress })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: PROGRESS_TEXTS.back })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: PROGRESS_TEXTS.newCheckIn })).toHaveAttribute('href', '/check-in');
  expect(screen.getByRole('heading', { name: PROGRESS_TEXTS.whyTitle })).toBeInTheDocument();
}

describe('ProgressPage', () => {
  beforeEach(() => {
    mockQuery = IDLE;
    mockQueryArgs.mockClear();
    resetToasts();
  });

  it('shows the spinner while loading, under the heading', () => {
    mockQuery = { ...IDLE, isLoading: true, isFetching: true };
    renderPage();
    expectToolbarAndHeading();
    expect(screen.getByRole('status', { name: PROGRESS_TEXTS.loading })).toBeInTheDocument();
    expect(screen.getByText(PROGRESS_TEXTS.loading, { selector: 'p' })).toBeVisible();
    expect(mockQueryArgs).toHaveBeenCalledWith(42, { skip: false });
  });

  it('shows the empty state without a Latest Check-in card', () => {
    mockQuery = { ...IDLE, data: [] };
    renderPage();
    expectToolbarAndHeading();
    expect(screen.getByText(PROGRESS_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: PROGRESS_TEXTS.latestTitle })).not.toBeInTheDocument();
  });

  it('shows the trend, averages, changes, charts as tables, the warning and the latest check-in', async () => {
    // Newest first on purpose: the page orders by date.
    mockQuery = {
      ...IDLE,
      data: [
        checkIn(3, '2025-01-20T09:00:00.000Z', {
          energyLevel: 8,
          sleepQuality: 7,
          mood: 5,
          adherence: 60,
          improvements: ['energy', 'sleep'],
          sideEffects: 'Mild headache',
          notes: 'Busy week',
        }),
        checkIn(1, '2025-01-06T09:00:00.000Z', { energyLevel: 4, sleepQuality: 5, mood: 6, adherence: 100 }),
        checkIn(2, '2025-01-13T09:00:00.000Z', { energyLevel: 6, sleepQuality: 7, mood: 5, adherence: 0 }),
      ],
    };
    renderPage();
    expectToolbarAndHeading();

    expect(screen.getByRole('heading', { name: TREND_TEXTS.positive.title })).toBeInTheDocument();
    expect(screen.getByText(TREND_TEXTS.positive.message)).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText(PROGRESS_TEXTS.lowAdherenceTitle)).toBeInTheDocument();

    const energy = screen.getByRole('region', { name: 'Energy Level' });
    expect(within(energy).getByText('6.0')).toBeInTheDocument();
    expect(within(energy).getByText('Up 33% from previous')).toBeInTheDocument();
    const rows = within(within(energy).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DateEnergy Level', '6 January 20254', '13 January 20256', '20 January 20258']);

    const sleep = screen.getByRole('region', { name: 'Sleep Quality' });
    expect(within(sleep).getByText('No change')).toBeInTheDocument();
    expect(within(sleep).getByText('6.3')).toBeInTheDocument();

    const adherence = screen.getByRole('region', { name: 'Supplement Adherence' });
    expect(within(adherence).getByText('Up 100% from previous')).toBeInTheDocument();
    expect(within(adherence).getByText(ADHERENCE_TEXTS.improve)).toBeInTheDocument();
    expect(within(adherence).getByRole('table', { name: /scale 0 to 100%/ })).toBeInTheDocument();

    const latest = screen.getByRole('region', { name: PROGRESS_TEXTS.latestTitle });
    expect(within(latest).getByText('20 January 2025')).toBeInTheDocument();
    expect(within(latest).getByText('8/10')).toBeInTheDocument();
    expect(within(latest).getByText('60%')).toBeInTheDocument();
    expect(within(latest).getByText('Energy')).toBeInTheDocument();
    expect(within(latest).getByText('Sleep')).toBeInTheDocument();
    expect(within(latest).getByText('Mild headache')).toBeInTheDocument();
    expect(within(latest).getByText('Busy week')).toBeInTheDocument();

    // The lazily loaded (mocked) charts settle without replacing the text alternative.
    expect(await screen.findAllByRole('table')).toHaveLength(4);
  });

  it('shows one check-in without a trend or changes, and no warning at good adherence', async () => {
    mockQuery = { ...IDLE, data: [checkIn(1, '2025-01-06T09:00:00.000Z', { adherence: 90 })] };
    renderPage();
    expect(screen.queryByRole('heading', { name: TREND_TEXTS.positive.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TREND_TEXTS.negative.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TREND_TEXTS.mixed.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/from previous|No change/)).not.toBeInTheDocument();
    expect(screen.getByText(ADHERENCE_TEXTS.good)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: PROGRESS_TEXTS.latestTitle })).toHaveTextContent('6 January 2025');
    expect(await screen.findAllByRole('table')).toHaveLength(4);
  });

  it('toasts the load failure and shows no empty state', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockQuery = { ...IDLE, isError: true, error: { status: 'CUSTOM_ERROR', message: 'Failed to fetch check-ins' } };
    renderPage();
    expectToolbarAndHeading();
    expect(await screen.findByText(PROGRESS_TEXTS.errorTitle)).toBeInTheDocument();
    expect(screen.getByText(PROGRESS_TEXTS.errorDescription)).toBeInTheDocument();
    expect(screen.queryByText(PROGRESS_TEXTS.empty)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('dates check-ins by the Gulf day: 21:00 UTC on 6 January shows 7 January 2025', () => {
    mockQuery = { ...IDLE, data: [checkIn(1, '2025-01-06T21:00:00.000Z', { energyLevel: 6 })] };
    renderPage();
    const latest = screen.getByRole('region', { name: PROGRESS_TEXTS.latestTitle });
    expect(within(latest).getByText('7 January 2025')).toBeInTheDocument();
    const energy = screen.getByRole('region', { name: 'Energy Level' });
    const rows = within(within(energy).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DateEnergy Level', '7 January 20256']);
  });
});
