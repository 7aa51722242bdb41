import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { TextInput, VisuallyHidden } from '@sahha/ui';

export interface ComboboxOption {
  id: string;
  label: string;
  /** A second, quieter line: the spelling that matched ('Marevan'). */
  detail?: string;
}

export interface ConceptComboboxProps {
  label: string;
  hint?: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  onPick: (option: ComboboxOption) => void;
  /** Enter with no option highlighted (the typed text matched nothing to pick). */
  onEnterWithoutOption?: () => void;
  /** A line above the options ('We couldn't find …. The closest we know:'). */
  listCaption?: string;
  /** Announced politely: the number of suggestions, or that nothing was found. */
  status: string;
  maxLength?: number;
}

const StyledWrap = styled.div`
  position: relative;
`;

const StyledListbox = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  max-height: 320px;
  overflow-y: auto;
`;

const StyledCaption = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledOption = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.successBg};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const StyledDetail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * WAI-ARIA 1.2 combobox with a listbox popup: the input keeps focus and points at the highlighted
 * option with aria-activedescendant; Down/Up move (and open), Enter picks, Escape closes the list
 * (or, closed, clears the input). Enter never reaches the quiz form, so it never means Continue
 * here. dir="auto" lets Arabic run right to left in the same box. The suggestion count is
 * announced in a polite live region that is always present.
 */
export function ConceptCombobox({ label, hint, value, onValueChange, options, onPick, onEnterWithoutOption, listCaption, status, maxLength }: ConceptComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const current = expanded && active >= 0 && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (option: ComboboxOption) => {
    onPick(option);
    setActive(-1);
  };

  const move = (step: 1 | -1) => {
    setOpen(true);
    if (options.length === 0) return;
    setActive((index) => (index < 0 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        event.preventDefault();
        if (current >= 0) pick(options[current]);
        else onEnterWithoutOption?.();
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        break;
      default:
        break;
    }
  };

  return (
    <StyledWrap>
      <TextInput
        label={label}
        hint={hint}
        value={value}
        maxLength={maxLength}
        dir="auto"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(-1)}
      />
      {expanded && listCaption ? <StyledCaption>{listCaption}</StyledCaption> : null}
      <StyledListbox id={listId} role="listbox" aria-label={label} hidden={!expanded}>
        {expanded
          ? options.map((option, index) => (
              <StyledOption
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                // Keeps focus in the input, as the pattern requires.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                <span dir="auto">{option.label}</span>
                {option.detail ? <StyledDetail dir="auto">{option.detail}</StyledDetail> : null}
              </StyledOption>
            ))
          : null}
      </StyledListbox>
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
    </StyledWrap>
  );
}
