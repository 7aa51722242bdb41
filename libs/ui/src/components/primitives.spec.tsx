import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectCss } from '../testing/collect-css';
import { renderWithTheme } from '../testing/render-with-theme';
import { Badge } from './badge';
import { Chip } from './chip';
import { TextArea, TextInput } from './field';
import { SkeletonCard } from './skeleton';
import { PENDING_CONTENT_SELECTOR } from './pending-content';
import { CenteredSpinner, Spinner } from './spinner';

describe('primitives', () => {
  it('Spinner is a status named Loading by default', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('Spinner marks itself as pending content, so a prerendered page is not replaced by it', () => {
    const { container } = renderWithTheme(<Spinner />);
    expect(container.querySelector(PENDING_CONTENT_SELECTOR)).toBe(screen.getByRole('status'));
  });

  it('Spinner stops spinning under prefers-reduced-motion', () => {
    expect(collectCss(<Spinner />)).toMatch(/prefers-reduced-motion:\s*reduce\)\{[^}]*animation:none/);
  });

  it('CenteredSpinner shows its text and uses it as the name', () => {
    renderWithTheme(<CenteredSpinner text="Loading your progress data..." />);
    expect(screen.getByText('Loading your progress data...', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading your progress data...' })).toBeInTheDocument();
  });

  it('TextInput links its label, error and hint', () => {
    renderWithTheme(<TextInput label="Email" type="email" hint="We never share it" error="Please enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please enter a valid email address');
  });

  it('TextArea without error is not invalid', () => {
    renderWithTheme(<TextArea label="Comment" />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).not.toHaveAttribute('aria-describedby');
  });

  it('Chip toggles aria-pressed', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <Chip pressed={on} onClick={() => setOn(!on)}>
          Sleep
        </Chip>
      );
    }
    renderWithTheme(<Harness />);
    const chip = screen.getByRole('button', { name: 'Sleep' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
  });

  it('Badge and SkeletonCard render without leaking props', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderWithTheme(
      <>
        <Badge tone="accent">Beta</Badge>
        <SkeletonCard />
      </>,
    );
    expect(screen.getByText('Beta')).not.toHaveAttribute('tone');
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
