import { useState } from 'react';
import { toast } from '@sahha/ui';

interface SendFailure {
  /** Names the failure in the console error. */
  logLabel: string;
  title: string;
  description: string;
}

/**
 * Sends a one-form page's request (contact, feedback): once it is accepted the page shows its
 * thanks instead of the form; when it fails a toast says so and the form keeps what was typed.
 */
export function useFormSending<Request>(send: (request: Request) => { unwrap(): Promise<unknown> }, failure: SendFailure) {
  const [sent, setSent] = useState(false);

  const submit = async (request: Request) => {
    try {
      await send(request).unwrap();
      setSent(true);
    } catch (error) {
      console.error(failure.logLabel, error);
      toast({ title: failure.title, description: failure.description, variant: 'destructive' });
    }
  };

  return { sent, submit };
}
