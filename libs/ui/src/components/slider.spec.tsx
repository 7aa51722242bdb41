import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Slider } from './slider';

function Harness() {
  const [value, setValue] = useState(100);
  return <Slider id="adherence" label="Adherence" min={0} max={100} step={10} value={value} onChange={setValue} valueSuffix="%" />;
}

describe('Slider', () => {
  it('is a labelled range showing its value', () => {
    renderWithTheme(<Harness />);
    const slider = screen.getByRole('slider', { name: 'Adherence' });
    expect(slider).toHaveValue('100');
    expect(slider).toHaveAttribute('aria-valuetext', '100%');
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('reports numbers and updates the visible value', () => {
    renderWithTheme(<Harness />);
    fireEvent.change(screen.getByRole('slider', { name: 'Adherence' }), { target: { value: '70' } });
    expect(screen.getByText('70%')).toBeInTheDocument();
  });
});
