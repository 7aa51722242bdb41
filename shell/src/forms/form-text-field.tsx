import type { FormikProps, FormikValues } from 'formik';
import { TextInput, type TextInputProps } from '@sahha/ui';

type FormTextFieldProps<Values extends FormikValues> = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  /** Told of every change after Formik, e.g. to keep a draft. */
  onValueChange?: (value: string) => void;
};

/** A text field bound to a Formik form's value and error; the error shows once the form was submitted. */
export function FormTextField<Values extends FormikValues>({ formik, name, onValueChange, ...input }: FormTextFieldProps<Values>) {
  const error = formik.errors[name];
  return (
    <TextInput
      {...input}
      name={name}
      value={String(formik.values[name] ?? '')}
      onChange={(event) => {
        formik.handleChange(event);
        onValueChange?.(event.target.value);
      }}
      error={formik.submitCount > 0 && typeof error === 'string' ? error : undefined}
    />
  );
}
