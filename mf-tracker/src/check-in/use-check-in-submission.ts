import { isApiError, useSession } from '@sahha/store';
import { toast } from '@sahha/ui';
import { useNavigate } from 'react-router-dom';

import { useSubmitCheckInMutation } from '../shared/check-ins-api';
import { CHECK_IN_TEXTS } from './check-in-texts';
import { toSubmission, type CheckInFormValues } from './use-check-in-form';

/**
 * Check-in submission (docs/requirements.md, "Route: /check-in"): idle or submitting; success forgets the draft (`onSaved`) and goes
 * to /progress, failure keeps the form.
 */
export function useCheckInSubmission(onSaved: () => void) {
  const session = useSession();
  const navigate = useNavigate();
  const [submitCheckIn, { isLoading }] = useSubmitCheckInMutation();

  const submit = async (values: CheckInFormValues): Promise<void> => {
    // The shell guards the route; this covers a session already known to have ended.
    if (session.status !== 'authenticated') {
      toast({ title: CHECK_IN_TEXTS.authTitle, description: CHECK_IN_TEXTS.authDescription, variant: 'destructive' });
      return;
    }
    try {
      await submitCheckIn({ userId: session.user.id, checkIn: toSubmission(values) }).unwrap();
      onSaved();
      toast({ title: CHECK_IN_TEXTS.successTitle, description: CHECK_IN_TEXTS.successDescription, variant: 'success' });
      navigate('/progress');
    } catch (error) {
      // The session ran out on the server: the store has signed the user out and the page says
      // "Your session has ended" with a way back; the draft waits for the return. "Try again
      // later" would be wrong advice.
      if (isApiError(error) && error.status === 401) return;
      console.error('Check-in submission failed', error);
      toast({ title: CHECK_IN_TEXTS.failureTitle, description: CHECK_IN_TEXTS.failureDescription, variant: 'destructive' });
    }
  };

  return { submit, isSubmitting: isLoading };
}
