import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { serverMessageOf } from '@sahha/store';
import { Button, Card, toast } from '@sahha/ui';
import { useSaveSignedPlanMutation } from '../shared/quiz-submit-api';
import { saveQuizResponseId, type StoredQuizData } from '../shared/stored-plan';

export const SAVE_PLAN_TEXTS = {
  title: 'Save this plan to your account',
  button: 'Save this plan to my account',
  saving: 'Saving...',
  intro: 'You took the quiz before signing in. We are saving this plan to your account so you can find it again under My Plans.',
  savedTitle: 'Plan saved',
  savedText: 'You can find it under My Plans.',
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
 * A plan made before signing in is not on the account yet. Once signed in, the plan the server
 * signed for the visitor (items, recognised classes and notes, never the typed text) is saved
 * automatically, once; the returned id stops a second save. The button stays for a retry.
 */
export function SavePlanToAccount({ quizData, planToken, onSaved }: { quizData: StoredQuizData; planToken: string; onSaved: (next: StoredQuizData) => void }) {
  const [saveSignedPlan, { isLoading }] = useSaveSignedPlanMutation();
  const autoSaveStarted = useRef(false);

  const save = async () => {
    try {
      const { quizResponseId } = await saveSignedPlan({ planToken }).unwrap();
      onSaved(saveQuizResponseId(quizData, quizResponseId));
      toast({ title: SAVE_PLAN_TEXTS.savedTitle, description: SAVE_PLAN_TEXTS.savedText, variant: 'success' });
    } catch (error) {
      toast({ title: SAVE_PLAN_TEXTS.failedTitle, description: serverMessageOf(error) ?? SAVE_PLAN_TEXTS.failedFallback, variant: 'destructive' });
    }
  };

  useEffect(() => {
    // The ref survives StrictMode's remount, so the plan is sent once.
    if (autoSaveStarted.current) return;
    autoSaveStarted.current = true;
    void save();
    // Runs once on mount: `save` closes over the token this component was given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
