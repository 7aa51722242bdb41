import { useState } from 'react';

/** Validation runs on submit, then again on every change (docs/requirements.md, "Route: /auth"). */
export function useValidateAfterSubmit() {
  const [submitted, setSubmitted] = useState(false);
  return { validateOnChange: submitted, markSubmitted: () => setSubmitted(true) };
}
