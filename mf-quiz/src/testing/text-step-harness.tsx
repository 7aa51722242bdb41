import { useState } from 'react';
import { EMPTY_DRAFT, canContinue, type QuizDraft } from '../quiz/quiz-rules';
import { QuizWizard } from '../quiz/quiz-wizard';
import type { QuizWizard as QuizWizardState } from '../quiz/use-quiz-wizard';

/**
 * Steps 8 and 9 of the wizard (the free-text steps) with the answers held here, so each test starts
 * on its step; `onDraft` sees the draft of every render.
 */
export function TextStepHarness({ step, onDraft }: { step: 8 | 9; onDraft?: (draft: QuizDraft) => void }) {
  const [draft, setDraft] = useState<QuizDraft>(EMPTY_DRAFT);
  onDraft?.(draft);
  const wizard: QuizWizardState = {
    step,
    draft,
    canContinue: canContinue(step, draft),
    update: (patch) => setDraft((current) => ({ ...current, ...patch })),
    next: () => undefined,
    back: () => undefined,
  };
  return <QuizWizard wizard={wizard} animateTyping={false} />;
}
