import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessageOf } from '@sahha/store';
import { toast, type ToastHandle } from '@sahha/ui';
import { useSubmitQuizMutation } from '../shared/quiz-submit-api';
import { savePlan } from '../shared/stored-plan';
import { QUIZ_TEXTS } from './quiz-questions';
import { toSubmission, type QuizDraft } from './quiz-rules';

/** 'Analyzing your answers...' with an 8-second progress animation, run alongside the request (docs/requirements.md, "Route: /quiz"). */
export const ANALYZING_ANIMATION_MS = 8000;

/**
 * Fast Mode is the "skip the staged effects" switch (docs/requirements.md, "Route: /quiz") (it already skips the typing), so there
 * the analysing screen lasts exactly as long as the request: 0 means "no extra wait". It is also
 * what keeps the many e2e journeys that take the quiz from waiting 8 s each.
 */
export function analyzingDurationMs(fastMode: boolean): number {
  return fastMode ? 0 : ANALYZING_ANIMATION_MS;
}

/** The server's own message (field messages of a 400, the 429 text…), else why we think it failed. */
export function submissionFailureReason(error: unknown): string {
  const message = serverMessageOf(error);
  if (message) return message;
  // RTK Query marks a request that never got an answer with a string status such as FETCH_ERROR.
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? QUIZ_TEXTS.submitFailedFallback : QUIZ_TEXTS.submitFailedOffline;
}

export interface QuizSubmission {
  /** True while the analysing screen shows (request and animation under way). */
  analyzing: boolean;
  /** How long the analysing animation runs; 0 in Fast Mode (see analyzingDurationMs). */
  analyzingMs: number;
  /** A submission failed: the wizard is back on step 9 and should take focus. */
  failed: boolean;
  submit: (draft: QuizDraft) => void;
  /** Withdraws a failure's Retry: once an answer changes, "the same answers" are no longer on screen. */
  dismissFailure: () => void;
}

/**
 * Submits the answers while the analysing animation runs, and opens /results once BOTH the
 * response is in (the plan is kept in localStorage, without medication or health free text) and
 * the animation has finished. A failure ends the animation at once: the wizard returns to step 9
 * with every answer kept, and a destructive toast gives the reason with a Retry that sends the
 * same answers again. The toast stays until used or closed (Retry must not vanish while read).
 */
export function useQuizSubmission(fastMode: boolean): QuizSubmission {
  const [submitQuiz] = useSubmitQuizMutation();
  const navigate = useNavigate();
  const analyzingMs = analyzingDurationMs(fastMode);
  const [analyzing, setAnalyzing] = useState(false);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(false);
  const animationTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failureToast = useRef<ToastHandle | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(animationTimer.current);
      // A Retry pressed after leaving the quiz would have no page to come back to.
      failureToast.current?.dismiss();
    };
  }, []);

  const submit = useCallback(
    async (draft: QuizDraft) => {
      failureToast.current?.dismiss();
      setAnalyzing(true);
      const animation = new Promise<void>((resolve) => {
        animationTimer.current = setTimeout(resolve, analyzingMs);
      });
      try {
        const answers = toSubmission(draft);
        const request = submitQuiz(answers)
          .unwrap()
          .then((response) => savePlan(answers, response));
        await Promise.all([request, animation]);
        if (mounted.current) navigate('/results');
      } catch (error) {
        clearTimeout(animationTimer.current);
        if (!mounted.current) return;
        setFailed(true);
        setAnalyzing(false);
        failureToast.current = toast({
          title: QUIZ_TEXTS.submitFailedTitle,
          description: submissionFailureReason(error),
          variant: 'destructive',
          duration: Infinity,
          action: { label: QUIZ_TEXTS.submitRetry, onClick: () => void submit(draft) },
        });
      }
    },
    [analyzingMs, navigate, submitQuiz],
  );

  const start = useCallback((draft: QuizDraft) => void submit(draft), [submit]);
  const dismissFailure = useCallback(() => failureToast.current?.dismiss(), []);

  return { analyzing, analyzingMs, failed, submit: start, dismissFailure };
}
