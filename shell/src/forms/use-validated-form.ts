import { type FormikConfig, type FormikValues, useFormik } from 'formik';
import { type FormEvent, useState } from 'react';

/**
 * A Formik form of the shell: validation runs on submit, then again on every change
 * (docs/requirements.md, "Route: /auth"); errors show only after the first submit. `onSubmit`
 * goes on the <form>.
 */
export function useValidatedForm<Values extends FormikValues>(config: Omit<FormikConfig<Values>, 'validateOnBlur' | 'validateOnChange'>) {
  const [submitted, setSubmitted] = useState(false);
  const formik = useFormik<Values>({ ...config, validateOnBlur: false, validateOnChange: submitted });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    formik.handleSubmit(event);
  };
  return { formik, onSubmit };
}
