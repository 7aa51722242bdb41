import { useCallback, useEffect, useReducer, useRef } from 'react';
import { AUTO_ADVANCE_MS, EMPTY_DRAFT, FIRST_STEP, LAST_STEP, canContinue, type QuizDraft } from './quiz-rules';

interface WizardState {
  step: number;
  draft: QuizDraft;
}

type WizardAction = { type: 'update'; patch: Partial<QuizDraft> } | { type: 'goTo'; step: number };

function reducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'update':
      return { ...state, draft: { ...state.draft, ...action.patch } };
    case 'goTo':
      return { ...state, step: Math.min(LAST_STEP, Math.max(FIRST_STEP, action.step)) };
  }
}

export interface QuizWizard {
  step: number;
  draft: QuizDraft;
  canContinue: boolean;
  /** Changes answers; with `autoAdvance` moves on after AUTO_ADVANCE_MS (docs/requirements.md, "Route: /quiz"). */
  update: (patch: Partial<QuizDraft>, options?: { autoAdvance?: boolean }) => void;
  next: () => void;
  back: () => void;
}

/**
 * Steps and answers of the quiz. The state lives above the analysing screen, so a failed
 * submission returns to step 9 with nothing lost. `onFinish` receives the final answers.
 */
export function useQuizWizard(onFinish: (draft: QuizDraft) => void): QuizWizard {
  const [state, dispatch] = useReducer(reducer, { step: FIRST_STEP, draft: EMPTY_DRAFT });
  const latest = useRef(state);
  const onFinishRef = useRef(onFinish);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = state;
    onFinishRef.current = onFinish;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const advanceFrom = useCallback((step: number, draft: QuizDraft) => {
    clearTimeout(timer.current);
    if (!canContinue(step, draft)) return;
    if (step >= LAST_STEP) onFinishRef.current(draft);
    else dispatch({ type: 'goTo', step: step + 1 });
  }, []);

  const update = useCallback(
    (patch: Partial<QuizDraft>, options: { autoAdvance?: boolean } = {}) => {
      const { step, draft } = latest.current;
      const nextDraft = { ...draft, ...patch };
      latest.current = { step, draft: nextDraft };
      dispatch({ type: 'update', patch });
      clearTimeout(timer.current);
      if (options.autoAdvance) timer.current = setTimeout(() => advanceFrom(step, nextDraft), AUTO_ADVANCE_MS);
    },
    [advanceFrom],
  );

  const next = useCallback(() => advanceFrom(latest.current.step, latest.current.draft), [advanceFrom]);

  const back = useCallback(() => {
    clearTimeout(timer.current);
    dispatch({ type: 'goTo', step: latest.current.step - 1 });
  }, []);

  return { step: state.step, draft: state.draft, canContinue: canContinue(state.step, state.draft), update, next, back };
}
