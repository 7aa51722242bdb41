import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_PRIVACY_EMAIL, CONTACT_SUPPORT_EMAIL, CONTACT_TOPIC_LABELS, CONTACT_VALIDATION, type ContactRequest } from '@sahha/contracts';
import { resetToasts } from '@sahha/ui';
import ContactPage, { CONTACT_TEXTS } from './contact-page';
import { renderContentPage } from '../testing/render-content-page';

const send = jest.fn<Promise<void>, [ContactRequest]>();

// The page is tested against the hook's contract; the endpoint itself is a one-line RTK Query mutation.
jest.mock('./contact-api', () => ({
  useSendContactMessageMutation: jest.requireActual('../testing/mutation-hook-stub').mutationHookStub((arg: ContactRequest) => send(arg)),
}));

function renderPage() {
  return renderContentPage(<ContactPage />);
}

const submitButton = () => screen.getByRole('button', { name: CONTACT_TEXTS.submit });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), '  Layla Hassan ');
  await user.type(screen.getByLabelText('Email'), ' Layla@Example.AE ');
  await user.selectOptions(screen.getByLabelText('Topic'), CONTACT_TOPIC_LABELS.privacy);
  await user.type(screen.getByLabelText('Message'), '  What data do you keep?  ');
}

describe('ContactPage', () => {
  beforeEach(() => {
    send.mockReset();
    resetToasts();
  });

  it('shows the heading, intro and both e-mail addresses as mailto links', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: CONTACT_TEXTS.heading })).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TEXTS.intro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT_SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_SUPPORT_EMAIL}`);
    expect(screen.getByRole('link', { name: CONTACT_PRIVACY_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_PRIVACY_EMAIL}`);
  });

  it('sets the document title while mounted', () => {
    const { unmount } = renderPage();
    expect(document.title).toBe('Contact us | Sahha');
    unmount();
  });

  it('shows no errors before the first submit, then every field message, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Name'), 'L');
    expect(screen.queryByText(CONTACT_VALIDATION.name)).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(screen.getByText(CONTACT_VALIDATION.name)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_VALIDATION.email)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_VALIDATION.topic)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_VALIDATION.messageTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('re-checks on every change after the first submit', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(submitButton());
    await user.type(screen.getByLabelText('Name'), 'Layla');
    expect(screen.queryByText(CONTACT_VALIDATION.name)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.getByText(CONTACT_VALIDATION.email)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '.ae');
    expect(screen.getByText(CONTACT_VALIDATION.email)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'a@b.ae');
    expect(screen.queryByText(CONTACT_VALIDATION.email)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Topic'), CONTACT_TOPIC_LABELS.press);
    expect(screen.queryByText(CONTACT_VALIDATION.topic)).not.toBeInTheDocument();
  });

  it('checks the trimmed message length and counts characters', async () => {
    const user = userEvent.setup();
    renderPage();
    const message = screen.getByLabelText('Message');
    await user.type(message, '   short   ');
    expect(screen.getByText('11 / 2000 characters')).toBeInTheDocument();
    await user.click(submitButton());
    expect(screen.getByText(CONTACT_VALIDATION.messageTooShort)).toBeInTheDocument();
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText(CONTACT_VALIDATION.messageTooLong)).toBeInTheDocument();
    expect(screen.getByText('2001 / 2000 characters')).toBeInTheDocument();
  });

  it('sends trimmed values, shows Sending... while sending and then the thank-you instead of the form', async () => {
    let finish: () => void = () => undefined;
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderPage();
    await fillValidForm(user);
    await user.click(submitButton());

    expect(send).toHaveBeenCalledWith({ name: 'Layla Hassan', email: 'layla@example.ae', topic: 'privacy', message: 'What data do you keep?' });
    expect(screen.getByRole('button', { name: CONTACT_TEXTS.submitting })).toBeDisabled();

    finish();
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_TEXTS.thankYou);
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
  });

  it('keeps the form and its values and shows a destructive toast on failure', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValue({ status: 500, message: '500: boom' });
    const user = userEvent.setup();
    renderPage();
    await fillValidForm(user);
    await user.click(submitButton());

    expect(await screen.findByText(CONTACT_TEXTS.failureTitle)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TEXTS.failureDescription)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.getByLabelText('Name')).toHaveValue('  Layla Hassan ');
    // type="email" inputs strip surrounding spaces from their value.
    expect(screen.getByLabelText('Email')).toHaveValue('Layla@Example.AE');
    expect(screen.getByLabelText('Topic')).toHaveValue('privacy');
    expect(screen.getByLabelText('Message')).toHaveValue('  What data do you keep?  ');
    consoleError.mockRestore();
  });
});
