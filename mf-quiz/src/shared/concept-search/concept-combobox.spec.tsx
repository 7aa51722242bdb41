import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@sahha/ui';
import { ConceptCombobox, type ComboboxOption } from './concept-combobox';

const OPTIONS: ComboboxOption[] = [
  { id: 'warfarin', label: 'Blood thinner (anticoagulant) — warfarin', detail: 'Marevan' },
  { id: 'acenocoumarol', label: 'Blood thinner (anticoagulant) — acenocoumarol' },
];

function Harness({ onPick, onEnterWithoutOption }: { onPick: (option: ComboboxOption) => void; onEnterWithoutOption?: () => void }) {
  const [value, setValue] = useState('');
  const options = value.length >= 2 ? OPTIONS : [];
  return (
    <ThemeProvider theme={lightTheme}>
      <form onSubmit={() => onPick({ id: 'form-submitted', label: '' })}>
        <ConceptCombobox
          label="Find a medicine to add"
          value={value}
          onValueChange={setValue}
          options={options}
          onPick={(option) => {
            onPick(option);
            setValue('');
          }}
          onEnterWithoutOption={onEnterWithoutOption}
          status={options.length ? `${options.length} suggestions` : ''}
        />
      </form>
    </ThemeProvider>
  );
}

describe('ConceptCombobox', () => {
  it('follows the WAI-ARIA 1.2 combobox pattern: role, expanded, controls, autocomplete, right-to-left input', async () => {
    render(<Harness onPick={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Find a medicine to add' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('dir', 'auto');
    const listId = input.getAttribute('aria-controls');
    expect(document.getElementById(listId ?? '')).toHaveAttribute('role', 'listbox');

    await userEvent.type(input, 'wa');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText('2 suggestions')).toBeInTheDocument();
  });

  it('moves with the arrow keys through aria-activedescendant, wrapping, and picks with Enter without submitting the form', async () => {
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'wa');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(OPTIONS[1]);
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter with nothing highlighted never submits the quiz form', async () => {
    const onPick = jest.fn();
    const onEnterWithoutOption = jest.fn();
    render(<Harness onPick={onPick} onEnterWithoutOption={onEnterWithoutOption} />);
    await userEvent.type(screen.getByRole('combobox'), 'wa{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(onEnterWithoutOption).toHaveBeenCalledTimes(1);
  });

  it('Escape closes the list, a second Escape clears the text; typing opens it again', async () => {
    render(<Harness onPick={jest.fn()} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'war');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('war');
    await userEvent.type(input, 'f');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
  });

  it('picks with a click and keeps focus in the input', async () => {
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'wa');
    await userEvent.click(screen.getByRole('option', { name: /warfarin/ }));
    expect(onPick).toHaveBeenCalledWith(OPTIONS[0]);
    expect(input).toHaveFocus();
  });

  it('takes Arabic text as typed', async () => {
    render(<Harness onPick={jest.fn()} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'وارف');
    expect(input).toHaveValue('وارف');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
