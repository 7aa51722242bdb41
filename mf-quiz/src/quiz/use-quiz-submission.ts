import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessageOf } from '@sahha/store';
import { toast } from '@sahha/ui';
import { useSubmitQuizMutation } from '../shared/quiz-submit-api';
import { savePlan } from '../shared/stored-plan';
import { QUIZ_TEXTS } from './quiz-questions';
import { toSubmission, type QuizDraft } from './quiz-rules';

/** The analysing screen stays at least this long so it does not flash (not in Fast Mode). */
export const MIN_ANALYZING_MS = 1500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Submits the answers, keeps the plan in localStorage (without medication or health free text)
 * and opens /results. On failure: a destructive toast, and `analyzing` returns to false so the
 * wizard shows step 9 again with every answer kept.
 */
export function useQuizSubmission(fastMode: boolean): { analyzing: boolean; failed: boolean; submit: (draft: QuizDraft) => Promise<void> } {
  const [submitQuiz] = useSubmitQuizMutation();
  const navigate = useNavigate();
  const [analyzing, setAnalyzing] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = useCallback(
    async (draft: QuizDraft) => {
      setAnalyzing(true);
      const started = Date.now();
      try {
        const answers = toSubmission(draft);
        const response = await submitQuiz(answers).unwrap();
        savePlan(answers, response);
        const remaining = fastMode ? 0 : MIN_ANALYZING_MS - (Date.now() - started);
        if (remaining > 0) await delay(remaining);
        navigate('/results');
      } catch (error) {
        toast({
          title: QUIZ_TEXTS.submitFailedTitle,
          description: serverMessageOf(error) ?? QUIZ_TEXTS.submitFailedFallback,
          variant: 'destructive',
        });
        setFailed(true);
        setAnalyzing(false);
      }
    },
    [fastMode, navigate, submitQuiz],
  );

  return { analyzing, failed, submit };
}
