import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_HEADINGS, type FeedbackRequest } from '@sahha/contracts';
import { resetToasts } from '@sahha/ui';
import FeedbackPage, { FEEDBACK_TEXTS } from './feedback-page';
import { renderContentPage } from '../testing/render-content-page';

const submit = jest.fn<Promise<void>, [FeedbackRequest]>();

// The page is tested against the hook's contract; the endpoint itself is a one-line RTK Query mutation.
jest.mock('./feedback-api', () => ({
  useSubmitFeedbackMutation: jest.requireActual('../testing/mutation-hook-stub').mutationHookStub((arg: FeedbackRequest) => submit(arg)),
}));

function renderPage() {
  return renderContentPage(<FeedbackPage />);
}

describe('FeedbackPage', () => {
  beforeEach(() => {
    submit.mockReset();
    resetToasts();
  });

  it('shows the heading, Beta badge and intro', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.feedback })).toBeInTheDocument();
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(screen.getByText(/building it in public/)).toBeInTheDocument();
  });

  it('requires a rating and sends nothing without one', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: FEEDBACK_TEXTS.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(FEEDBACK_TEXTS.ratingRequired);
    expect(submit).not.toHaveBeenCalled();
  });

  it('rejects an invalid e-mail without sending', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByLabelText('4 stars'));
    await user.type(screen.getByLabelText('E-mail (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: FEEDBACK_TEXTS.submit }));
    expect(screen.getByText(FEEDBACK_TEXTS.invalidEmail)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('trims comment and e-mail, shows Submitting... and then the thank-you message', async () => {
    let finish: () => void = () => undefined;
    submit.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByLabelText('5 stars'));
    await user.type(screen.getByLabelText('Comments (optional)'), '  Love it  ');
    await user.type(screen.getByLabelText('E-mail (optional)'), '  amal@example.ae ');
    expect(screen.getByText(`11 / 2000 characters`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FEEDBACK_TEXTS.submit }));

    expect(submit).toHaveBeenCalledWith({ rating: 5, comment: 'Love it', email: 'amal@example.ae' });
    expect(screen.getByRole('button', { name: FEEDBACK_TEXTS.submitting })).toBeDisabled();

    finish();
    expect(await screen.findByText(FEEDBACK_TEXTS.thankYou)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Feedback form' })).not.toBeInTheDocument();
  });

  it('keeps the form and its values and shows a destructive toast on failure', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    submit.mockRejectedValue({ status: 500, message: '500: boom' });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByLabelText('3 stars'));
    await user.type(screen.getByLabelText('Comments (optional)'), 'Slow on mobile');
    await user.click(screen.getByRole('button', { name: FEEDBACK_TEXTS.submit }));

    expect(await screen.findByText(FEEDBACK_TEXTS.failureTitle)).toBeInTheDocument();
    expect(screen.getByText(FEEDBACK_TEXTS.failureDescription)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: FEEDBACK_TEXTS.submit })).toBeEnabled());
    expect(screen.getByLabelText('Comments (optional)')).toHaveValue('Slow on mobile');
    expect(screen.getByLabelText('3 stars')).toBeChecked();
    consoleError.mockRestore();
  });
});
