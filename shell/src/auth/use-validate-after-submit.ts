import { useState } from 'react';

/** Spec §5: validation runs on submit, then again on every change. */
export function useValidateAfterSubmit() {
  const [submitted, setSubmitted] = useState(false);
  return { validateOnChange: submitted, markSubmitted: () => setSubmitted(true) };
}
