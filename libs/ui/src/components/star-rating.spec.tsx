import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { StarRating } from './star-rating';

function Harness({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StarRating value={value} onChange={setValue} label="Your rating" />
      <p>value:{value}</p>
    </>
  );
}

const filled = () => screen.getAllByRole('radio').map((radio) => radio.nextElementSibling?.getAttribute('data-filled'));

describe('StarRating', () => {
  it('is a labelled radio group of five stars starting empty', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
    expect(filled()).toEqual(['false', 'false', 'false', 'false', 'false']);
  });

  it('previews on hover and restores the value on leave', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={2} />);
    await user.hover(screen.getByText('4 stars').parentElement as HTMLElement);
    expect(filled()).toEqual(['true', 'true', 'true', 'true', 'false']);
    expect(screen.getByText('value:2')).toBeInTheDocument();
    await user.unhover(screen.getByRole('group'));
    expect(filled()).toEqual(['true', 'true', 'false', 'false', 'false']);
  });

  it('selects on click', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByText('3 stars'));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByText('value:3')).toBeInTheDocument();
  });

  it('is operable with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={3} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('value:4')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('value:2')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
  });

  it('renders an image with the rating when read-only', () => {
    renderWithTheme(<StarRating value={4} readOnly label="Rating" />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
