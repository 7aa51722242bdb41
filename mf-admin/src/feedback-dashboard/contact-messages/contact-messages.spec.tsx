import { CONTACT_TOPIC_LABELS, type ContactMessage, REMOTE_RETRY_LABEL } from '@sahha/contracts';
import { lightTheme } from '@sahha/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';

import { ContactMessages } from './contact-messages';
import { CONTACT_MESSAGES_TEXTS as TEXTS } from './contact-messages-texts';

interface QueryState {
  data?: ContactMessage[];
  isLoading?: boolean;
  isError?: boolean;
}

let state: QueryState;
const refetch = jest.fn();

// jsdom has no fetch: the section is tested against its hook's contract.
jest.mock('./contact-messages-api', () => ({
  useGetContactMessagesQuery: () => ({ isLoading: false, isError: false, ...state, refetch }),
}));

const MESSAGES: ContactMessage[] = [
  { id: 2, name: 'Layla Hassan', email: 'layla@example.com', topic: 'privacy', message: 'What do you store?\nAnd where?', timestamp: '2025-01-06T20:30:00.000Z' },
  { id: 1, name: 'Omar', email: 'omar@example.com', topic: 'press', message: 'Interview request', timestamp: '2025-01-05T08:00:00.000Z' },
];

function renderSection() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <ContactMessages />
    </ThemeProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 2, name: TEXTS.heading });

describe('ContactMessages', () => {
  beforeEach(() => {
    state = {};
    refetch.mockReset();
  });

  it('shows a spinner while loading', () => {
    state = { isLoading: true };
    renderSection();
    expect(heading()).toBeInTheDocument();
    expect(screen.getByRole('status', { name: TEXTS.loading })).toBeInTheDocument();
  });

  it('shows an error with a retry button', async () => {
    state = { isError: true };
    renderSection();
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.loadError);
    await userEvent.setup().click(screen.getByRole('button', { name: REMOTE_RETRY_LABEL }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says so when there are no messages', () => {
    state = { data: [] };
    renderSection();
    expect(screen.getByText(TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists messages in the API order with name, mailto e-mail, topic, Gulf time and text', () => {
    state = { data: MESSAGES };
    renderSection();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]);
    expect(first.getByText('Layla Hassan')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'layla@example.com' })).toHaveAttribute('href', 'mailto:layla@example.com');
    expect(first.getByText(CONTACT_TOPIC_LABELS.privacy)).toBeInTheDocument();
    expect(first.getByText('Jan 07, 2025 at 12:30 AM')).toHaveAttribute('datetime', '2025-01-06T20:30:00.000Z');
    expect(first.getByText(/What do you store\?/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Omar')).toBeInTheDocument();
    expect(within(items[1]).getByText(CONTACT_TOPIC_LABELS.press)).toBeInTheDocument();
  });
});
