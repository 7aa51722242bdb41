import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import styled from 'styled-components';
import { QUIZ_FREE_TEXT_MAX, type CurrentSupplement, type Goal, type HealthConcern } from '@sahha/contracts/quiz';
import { Button, TextArea, TextInput, VisuallyHidden } from '@sahha/ui';
import { QUIZ_QUESTIONS, QUIZ_TEXTS, type ChoiceQuestion, type QuizOption, type TextQuestion } from './quiz-questions';
import { ConceptPicker } from './concept-picker/concept-picker';
import { EMPTY_CHIPS, withReading, type ChipState } from './concept-picker/concept-chips';
import { FIRST_STEP, toggleConcern, toggleGoal, toggleSupplement, type QuizDraft } from './quiz-rules';
import { SCREENED_FIELD_OF } from './recognition-line';
import { useRecognition } from './use-recognition';
import { useTypewriter } from './use-typewriter';
import type { QuizWizard as QuizWizardState } from './use-quiz-wizard';

const StyledBubble = styled.div`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-top-left-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  max-width: ${({ theme }) => theme.layout.readableWidth};

  p {
    margin: 0;
  }
`;

const StyledConversation = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const StyledQuestionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const StyledTyped = styled.p`
  min-height: 3.2em;
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledOptions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.successBg};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The required lowercase label 'no medications currently', shown with a capital first letter (docs/requirements.md, "Data: quiz questions and answers"). */
const StyledOptionText = styled.span`
  &::first-letter {
    text-transform: uppercase;
  }
`;

const StyledExtra = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const StyledNotice = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.caution};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledNav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

interface OptionProps {
  type: 'radio' | 'checkbox';
  name: string;
  option: QuizOption;
  checked: boolean;
  onSelect: (value: string) => void;
}

function OptionInput({ type, name, option, checked, onSelect }: OptionProps) {
  return (
    <StyledOption>
      <input type={type} name={name} value={option.value} checked={checked} onChange={() => onSelect(option.value)} />
      <StyledOptionText>{option.label}</StyledOptionText>
    </StyledOption>
  );
}

/**
 * Arrow keys move through a radio group without jumping to the next question; a click, Space or
 * Enter is the deliberate pick that auto-advances (docs/requirements.md, "Route: /quiz"). The keydown happens on the radio
 * being left and the change on the one reached, so the group keeps the flag.
 */
function useArrowKeyFlag() {
  const arrowKey = useRef(false);
  return {
    handlers: {
      onKeyDown: (event: KeyboardEvent) => {
        arrowKey.current = event.key.startsWith('Arrow');
      },
      onKeyUp: () => {
        arrowKey.current = false;
      },
    },
    consume: () => {
      const value = arrowKey.current;
      arrowKey.current = false;
      return value;
    },
  };
}

/**
 * The typed copy is busy until the whole text is out: the build's snapshot of /quiz is taken, and
 * the live page swapped in for it, only once nothing is busy (PENDING_CONTENT_SELECTOR), so both
 * show the full description and the swap moves nothing. Screen readers get the full text at once
 * from the live region.
 */
function TypedDescription({ text, animate }: { text: string; animate: boolean }) {
  const typed = useTypewriter(text, animate);
  return (
    <>
      <StyledTyped aria-hidden="true" aria-busy={typed.length < text.length}>
        {typed}
      </StyledTyped>
      <VisuallyHidden aria-live="polite">{text}</VisuallyHidden>
    </>
  );
}

type Update = QuizWizardState['update'];

function ChoiceStep({ question, draft, update }: { question: ChoiceQuestion; draft: QuizDraft; update: Update }) {
  const name = useId();
  const [limitReached, setLimitReached] = useState(false);
  const arrowKeys = useArrowKeyFlag();
  const value = draft[question.key as keyof QuizDraft];
  const selected = Array.isArray(value) ? (value as string[]) : [value as string];

  const selectSingle = (picked: string) => update({ [question.key]: picked } as Partial<QuizDraft>, { autoAdvance: !arrowKeys.consume() });

  const toggleMulti = (picked: string) => {
    const result =
      question.key === 'goals'
        ? toggleGoal(draft.goals, picked as Goal)
        : question.key === 'currentSupplements'
          ? toggleSupplement(draft.currentSupplements, picked as CurrentSupplement)
          : toggleConcern(draft.healthConcerns, picked as HealthConcern);
    setLimitReached(!result.changed);
    if (result.changed) update({ [question.key]: result.selection } as Partial<QuizDraft>, { autoAdvance: result.autoAdvance });
  };

  return (
    <>
      <StyledOptions {...arrowKeys.handlers}>
        {question.options.map((option) => (
          <OptionInput
            key={option.value}
            type={question.kind === 'single' ? 'radio' : 'checkbox'}
            name={name}
            option={option}
            checked={selected.includes(option.value)}
            onSelect={question.kind === 'single' ? selectSingle : toggleMulti}
          />
        ))}
      </StyledOptions>
      <div aria-live="polite">{limitReached ? <StyledNotice>{QUIZ_TEXTS.goalsHint}</StyledNotice> : null}</div>
      {question.customTextField ? (
        <StyledExtra>
          <TextInput
            label={QUIZ_TEXTS.customOptionLabel}
            maxLength={QUIZ_FREE_TEXT_MAX}
            value={draft[question.customTextField]}
            onChange={(event) => update({ [question.customTextField as string]: event.target.value } as Partial<QuizDraft>)}
          />
        </StyledExtra>
      ) : null}
    </>
  );
}

/** Where each free-text step keeps its chips. */
const CHIPS_OF: Record<TextQuestion['textField'], 'medicationsChips' | 'additionalInfoChips'> = {
  medicationsText: 'medicationsChips',
  additionalInfoText: 'additionalInfoChips',
};

function TextStep({ question, draft, update }: { question: TextQuestion; draft: QuizDraft; update: Update }) {
  const field = SCREENED_FIELD_OF[question.textField];
  const chipsKey = CHIPS_OF[question.textField];
  const text = draft[question.textField];
  const { line: recognised, concepts } = useRecognition(field, text, !draft[question.noneField]);
  const latest = useRef({ chips: draft[chipsKey], update });

  useEffect(() => {
    latest.current = { chips: draft[chipsKey], update };
  });

  // What the reader found becomes chips (answers kept by concept), so it can be confirmed or removed.
  // Only a new reading changes the draft: coming back to the step is not an answer changed.
  useEffect(() => {
    if (concepts === null) return;
    const { chips, update: apply } = latest.current;
    const next = withReading(chips, concepts, field);
    if (next !== chips) apply({ [chipsKey]: next } as Partial<QuizDraft>);
  }, [chipsKey, concepts, field]);

  const setChips = (chips: ChipState) => update({ [chipsKey]: chips, [question.noneField]: false } as Partial<QuizDraft>);

  return (
    <>
      <StyledOptions>
        <OptionInput
          type="checkbox"
          name={question.noneField}
          option={{ value: question.noneField, label: question.noneLabel }}
          checked={draft[question.noneField]}
          onSelect={() =>
            draft[question.noneField]
              ? update({ [question.noneField]: false } as Partial<QuizDraft>)
              : update({ [question.noneField]: true, [question.textField]: '', [chipsKey]: EMPTY_CHIPS } as Partial<QuizDraft>, { autoAdvance: true })
          }
        />
      </StyledOptions>
      <StyledExtra>
        <ConceptPicker
          field={field}
          chips={draft[chipsKey]}
          onChipsChange={setChips}
          onKeepUnchecked={(words) =>
            update({ [question.textField]: text.trim() ? `${text.trim()}, ${words}` : words, [question.noneField]: false } as Partial<QuizDraft>)
          }
        />
      </StyledExtra>
      <StyledExtra>
        <TextArea
          label={question.textLabel}
          maxLength={QUIZ_FREE_TEXT_MAX}
          rows={3}
          dir="auto"
          // The hint slot is always rendered, so the live region exists before its first line
          // arrives (screen readers often miss a region inserted with its content) and the textarea's
          // aria-describedby points at it.
          hint={<span aria-live="polite">{recognised}</span>}
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            update({ [question.textField]: typed, ...(typed.trim() ? { [question.noneField]: false } : {}) } as Partial<QuizDraft>);
          }}
        />
      </StyledExtra>
    </>
  );
}

export interface QuizWizardProps {
  wizard: QuizWizardState;
  animateTyping: boolean;
  /** After a failed submission the wizard comes back: put focus on the question again. */
  focusHeadingOnMount?: boolean;
}

export function QuizWizard({ wizard, animateTyping, focusHeadingOnMount = false }: QuizWizardProps) {
  const { step, draft, update, next, back } = wizard;
  const question = QUIZ_QUESTIONS[step - 1];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const headingId = useId();
  const hintId = useId();
  const hint = question.kind === 'text' ? undefined : question.hint;

  useEffect(() => {
    if (!firstRender.current || focusHeadingOnMount) headingRef.current?.focus();
    firstRender.current = false;
  }, [step, focusHeadingOnMount]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    next();
  };

  // Enter on a radio or checkbox confirms the step, like Continue.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (event.key === 'Enter' && (target.type === 'radio' || target.type === 'checkbox')) {
      event.preventDefault();
      next();
    }
  };

  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      <StyledConversation>
        {step === FIRST_STEP ? (
          <StyledBubble>
            <p>{QUIZ_TEXTS.greeting}</p>
          </StyledBubble>
        ) : null}
        <StyledBubble>
          <StyledQuestionTitle id={headingId} ref={headingRef} tabIndex={-1}>
            {question.title}
          </StyledQuestionTitle>
          <TypedDescription text={question.description} animate={animateTyping} />
        </StyledBubble>
      </StyledConversation>

      <StyledFieldset key={step} aria-labelledby={headingId} aria-describedby={hint ? hintId : undefined}>
        {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
        {question.kind === 'text' ? (
          <TextStep question={question} draft={draft} update={update} />
        ) : (
          <ChoiceStep question={question} draft={draft} update={update} />
        )}
      </StyledFieldset>

      <StyledNav>
        <Button type="button" variant="secondary" onClick={back} disabled={step === FIRST_STEP}>
          {QUIZ_TEXTS.back}
        </Button>
        <Button type="submit" disabled={!wizard.canContinue}>
          {wizard.canContinue ? QUIZ_TEXTS.continue : QUIZ_TEXTS.chooseOption}
        </Button>
      </StyledNav>
    </form>
  );
}
