import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button, ButtonLink } from './button';

describe('Button and ButtonLink', () => {
  // React reports unknown DOM props through console.error, styled-components through console.warn.
  let consoleError: jest.SpyInstance;
  let consoleWarn: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });

  it('Button forwards its ref and leaks no styling props to the DOM', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} variant="danger" size="lg" fullWidth disabled>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(ref.current).toBe(button);
    expect(button).toBeDisabled();
    for (const attr of ['variant', 'size', 'fullwidth', '$variant', '$size', '$fullWidth']) {
      expect(button).not.toHaveAttribute(attr);
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('ButtonLink is a router link with no unknown attributes', () => {
    renderWithTheme(
      <MemoryRouter>
        <ButtonLink to="/quiz" variant="secondary" size="sm" fullWidth>
          Take the quiz
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Take the quiz' });
    expect(link).toHaveAttribute('href', '/quiz');
    expect(link.getAttributeNames().filter((name) => !['class', 'href', 'data-discover'].includes(name))).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders every variant without warnings', () => {
    renderWithTheme(
      <>
        {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
