import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { serverMessageOf } from '@sahha/store';
import { Button, ButtonLink, Card, toast } from '@sahha/ui';
import { useSubmitQuizMutation } from '../shared/quiz-submit-api';
import { needsRetake, resubmissionOf, saveQuizResponseId, type StoredQuizData } from '../shared/stored-plan';

export const SAVE_PLAN_TEXTS = {
  title: 'Save this plan to your account',
  button: 'Save this plan to my account',
  saving: 'Saving...',
  intro: 'You took the quiz before signing in. Save the plan to find it again under My Results.',
  retake:
    'For your privacy we did not keep the medication or health details you typed, so this plan cannot be saved as it is. Retake the quiz while signed in and your new plan is saved automatically.',
  retakeButton: 'Retake the quiz',
  savedTitle: 'Plan saved',
  savedText: 'You can find it under My Results.',
  failedTitle: 'Saving failed',
  failedFallback: 'Please try again.',
} as const;

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-color: ${({ theme }) => theme.colors.primary};

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * A plan made before signing in is not on the account yet: once signed in, the stored answers
 * are re-submitted automatically, once, and the returned quiz response id stops a second save.
 * The button stays for a retry when that save fails.
 */
export function SavePlanToAccount({ quizData, onSaved }: { quizData: StoredQuizData; onSaved: (next: StoredQuizData) => void }) {
  const [submitQuiz, { isLoading }] = useSubmitQuizMutation();
  const autoSaveStarted = useRef(false);
  const retakeNeeded = needsRetake(quizData);

  const save = async () => {
    try {
      const response = await submitQuiz(resubmissionOf(quizData)).unwrap();
      if (response.quizResponseId === undefined) throw new Error('The plan was not saved');
      onSaved(saveQuizResponseId(quizData, response.quizResponseId));
      toast({ title: SAVE_PLAN_TEXTS.savedTitle, description: SAVE_PLAN_TEXTS.savedText, variant: 'success' });
    } catch (error) {
      toast({ title: SAVE_PLAN_TEXTS.failedTitle, description: serverMessageOf(error) ?? SAVE_PLAN_TEXTS.failedFallback, variant: 'destructive' });
    }
  };

  useEffect(() => {
    // The ref survives StrictMode's remount, so the plan is submitted once.
    if (retakeNeeded || autoSaveStarted.current) return;
    autoSaveStarted.current = true;
    void save();
    // Runs once on mount: `save` closes over the answers this component was given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (retakeNeeded) {
    return (
      <StyledCard as="section" aria-labelledby="save-plan-title">
        <h2 id="save-plan-title">{SAVE_PLAN_TEXTS.title}</h2>
        <p>{SAVE_PLAN_TEXTS.retake}</p>
        <ButtonLink to="/quiz" variant="secondary">
          {SAVE_PLAN_TEXTS.retakeButton}
        </ButtonLink>
      </StyledCard>
    );
  }

  return (
    <StyledCard as="section" aria-labelledby="save-plan-title">
      <h2 id="save-plan-title">{SAVE_PLAN_TEXTS.title}</h2>
      <p>{SAVE_PLAN_TEXTS.intro}</p>
      <Button onClick={() => void save()} disabled={isLoading}>
        {isLoading ? SAVE_PLAN_TEXTS.saving : SAVE_PLAN_TEXTS.button}
      </Button>
    </StyledCard>
  );
}
