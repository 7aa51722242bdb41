import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { PAGE_HEADINGS, type SubmitCheckInRequest } from '@sahha/contracts';
import type * as Store from '@sahha/store';
import type { Session } from '@sahha/store';
import { Toaster, lightTheme, resetToasts } from '@sahha/ui';
import CheckInPage from './check-in-page';
import { CHECK_IN_TEXTS, SLIDER_LABELS } from './check-in-texts';

const mockSubmit = jest.fn<Promise<unknown>, [SubmitCheckInRequest]>();
const SIGNED_IN: Session = {
  status: 'authenticated',
  user: { id: 42, name: 'Layla Demo', email: 'demo@sahha.ae', role: 'user', emailVerified: true },
};
let mockSession: Session = SIGNED_IN;

jest.mock('@sahha/store', () => ({
  useSession: () => mockSession,
  isApiError: jest.requireActual<typeof Store>('@sahha/store').isApiError,
}));

// The page is tested against the hook's contract; the endpoint itself is a one-line RTK Query mutation.
jest.mock('../shared/check-ins-api', () => ({
  useSubmitCheckInMutation: () => {
    const [isLoading, setLoading] = useState(false);
    const trigger = (arg: SubmitCheckInRequest) => {
      setLoading(true);
      const result = mockSubmit(arg).finally(() => setLoading(false));
      return { unwrap: () => result };
    };
    return [trigger, { isLoading }];
  },
}));

function renderPage() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={['/check-in']}>
        <Routes>
          <Route path="/check-in" element={<CheckInPage />} />
          <Route path="/progress" element={<p>Progress page</p>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const submitButton = () => screen.getByRole('button', { name: CHECK_IN_TEXTS.submit });

describe('CheckInPage', () => {
  beforeEach(() => {
    mockSubmit.mockReset();
    mockSession = SIGNED_IN;
    resetToasts();
    sessionStorage.clear();
  });

  it('shows the heading, the sliders with their defaults and visible values, and the Back link', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.checkIn })).toBeInTheDocument();
    for (const label of [SLIDER_LABELS.energyLevel, SLIDER_LABELS.sleepQuality, SLIDER_LABELS.mood]) {
      const slider = screen.getByRole('slider', { name: label });
      expect(slider).toHaveValue('5');
      expect(slider).toHaveAttribute('min', '1');
      expect(slider).toHaveAttribute('max', '10');
    }
    const adherence = screen.getByRole('slider', { name: SLIDER_LABELS.adherence });
    expect(adherence).toHaveValue('100');
    expect(adherence).toHaveAttribute('step', '10');
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getAllByText('5')).toHaveLength(3);
    expect(screen.getByRole('link', { name: CHECK_IN_TEXTS.back })).toHaveAttribute('href', '/progress');
  });

  it('offers the six improvements as labelled checkboxes, none ticked', () => {
    renderPage();
    const group = screen.getByRole('group', { name: CHECK_IN_TEXTS.improvementsLegend });
    expect(group).toBeInTheDocument();
    for (const label of ['Energy', 'Sleep', 'Digestion', 'Focus', 'Mood', 'Other']) {
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
  });

  it('sends the defaults with null texts and null improvements, then goes to /progress with a toast', async () => {
    mockSubmit.mockResolvedValue({ success: true });
    const user = userEvent.setup();
    renderPage();
    await user.click(submitButton());

    expect(mockSubmit).toHaveBeenCalledWith({
      userId: 42,
      checkIn: {
        energyLevel: 5,
        sleepQuality: 5,
        mood: 5,
        adherence: 100,
        sideEffects: null,
        improvements: null,
        notes: null,
      },
    });
    // The server dates check-ins (issue L): the payload carries no date at all.
    expect(mockSubmit.mock.calls[0][0].checkIn).not.toHaveProperty('date');
    expect(await screen.findByText('Progress page')).toBeInTheDocument();
    expect(screen.getByText(CHECK_IN_TEXTS.successTitle)).toBeInTheDocument();
    expect(screen.getByText(CHECK_IN_TEXTS.successDescription)).toBeInTheDocument();
  });

  it('sends moved sliders, ticked improvements in order and trimmed texts; shows Submitting... while busy', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mockSubmit.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderPage();
    fireEvent.change(screen.getByRole('slider', { name: SLIDER_LABELS.energyLevel }), { target: { value: '8' } });
    fireEvent.change(screen.getByRole('slider', { name: SLIDER_LABELS.adherence }), { target: { value: '60' } });
    expect(screen.getByText('60%')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    await user.click(screen.getByRole('checkbox', { name: 'Energy' }));
    await user.type(screen.getByLabelText(CHECK_IN_TEXTS.sideEffectsLabel), '  mild headache  ');
    await user.type(screen.getByLabelText(CHECK_IN_TEXTS.notesLabel), '   ');
    await user.click(submitButton());

    expect(mockSubmit.mock.calls[0][0].checkIn).toMatchObject({
      energyLevel: 8,
      adherence: 60,
      improvements: ['energy', 'sleep'],
      sideEffects: 'mild headache',
      notes: null,
    });
    const pending = screen.getByRole('button', { name: CHECK_IN_TEXTS.submitting });
    expect(pending).toBeDisabled();
    await user.click(pending);
    expect(mockSubmit).toHaveBeenCalledTimes(1);

    finish({ success: true });
    expect(await screen.findByText('Progress page')).toBeInTheDocument();
  });

  it('keeps everything typed and shows the destructive toast when saving fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockSubmit.mockRejectedValue({ status: 500, message: '500: boom' });
    const user = userEvent.setup();
    renderPage();
    fireEvent.change(screen.getByRole('slider', { name: SLIDER_LABELS.mood }), { target: { value: '3' } });
    await user.click(screen.getByRole('checkbox', { name: 'Focus' }));
    await user.type(screen.getByLabelText(CHECK_IN_TEXTS.notesLabel), 'Busy week');
    await user.click(submitButton());

    expect(await screen.findByText(CHECK_IN_TEXTS.failureTitle)).toBeInTheDocument();
    expect(screen.getByText(CHECK_IN_TEXTS.failureDescription)).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.getByRole('slider', { name: SLIDER_LABELS.mood })).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'Focus' })).toBeChecked();
    expect(screen.getByLabelText(CHECK_IN_TEXTS.notesLabel)).toHaveValue('Busy week');
    expect(screen.queryByText('Progress page')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('sends nothing and asks to sign in when there is no user', async () => {
    mockSession = { status: 'anonymous', user: null };
    const user = userEvent.setup();
    renderPage();
    await user.click(submitButton());
    expect(mockSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(CHECK_IN_TEXTS.authTitle)).toBeInTheDocument();
    expect(screen.getByText(CHECK_IN_TEXTS.authDescription)).toBeInTheDocument();
  });

  it('keeps what was typed through a sign-in round trip after the session ended, without "try again later"', async () => {
    mockSubmit.mockRejectedValue({ status: 401, message: '401: {"message":"Not authenticated"}' });
    const user = userEvent.setup();
    const first = renderPage();
    fireEvent.change(screen.getByRole('slider', { name: SLIDER_LABELS.sleepQuality }), { target: { value: '9' } });
    await user.click(screen.getByRole('checkbox', { name: 'Digestion' }));
    await user.type(screen.getByLabelText(CHECK_IN_TEXTS.notesLabel), 'Better after the new routine');
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText(CHECK_IN_TEXTS.failureDescription)).not.toBeInTheDocument();
    expect(screen.queryByText('Progress page')).not.toBeInTheDocument();
    expect(screen.getByLabelText(CHECK_IN_TEXTS.notesLabel)).toHaveValue('Better after the new routine');

    // Signing in again means leaving the page and coming back to it.
    first.unmount();
    renderPage();
    expect(screen.getByRole('slider', { name: SLIDER_LABELS.sleepQuality })).toHaveValue('9');
    expect(screen.getByRole('checkbox', { name: 'Digestion' })).toBeChecked();
    expect(screen.getByLabelText(CHECK_IN_TEXTS.notesLabel)).toHaveValue('Better after the new routine');

    mockSubmit.mockResolvedValue({ success: true });
    await user.click(submitButton());
    expect(mockSubmit.mock.calls[1][0].checkIn).toMatchObject({ sleepQuality: 9, improvements: ['digestion'], notes: 'Better after the new routine' });
    expect(await screen.findByText('Progress page')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});
