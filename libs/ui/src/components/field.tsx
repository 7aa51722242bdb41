import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

import { controlCss } from './control-css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Defaults to a generated id. */
  id?: string;
  hint?: ReactNode;
  /** Shown under the control and linked with aria-describedby; marks the control invalid. */
  error?: ReactNode;
  /** Render the control with the given id and aria attributes. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function Field({ label, id, hint, error, children, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={controlId}>{label}</StyledLabel>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
}

const StyledInput = styled.input`
  ${controlCss}
`;

const StyledTextArea = styled.textarea`
  ${controlCss}
  min-height: 120px;
  resize: vertical;
`;

interface LabelledProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export type TextInputProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & LabelledProps;

export function TextInput({ label, hint, error, id, className, ...rest }: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <StyledInput {...rest} {...control} />}
    </Field>
  );
}

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & LabelledProps;

export function TextArea({ label, hint, error, id, className, ...rest }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <StyledTextArea {...rest} {...control} />}
    </Field>
  );
}
