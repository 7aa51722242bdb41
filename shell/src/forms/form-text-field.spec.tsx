import { render, screen } from '@testing-library/react';
import { lightTheme } from '@sahha/ui';
import { ThemeProvider } from 'styled-components';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { FormTextField } from './form-text-field';
import { useValidatedForm } from './use-validated-form';

const renderThemed = (ui: React.ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

const schema = object({ email: string().required('Please enter your e-mail') });

function EmailForm({ onValueChange, onSend }: { onValueChange?: (value: string) => void; onSend: (email: string) => void }) {
  const { formik, onSubmit } = useValidatedForm({ initialValues: { email: '' }, validationSchema: schema, onSubmit: ({ email }) => onSend(email) });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormTextField formik={formik} label="Email" name="email" type="email" onValueChange={onValueChange} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormTextField with useValidatedForm', () => {
  it('says nothing while the person types for the first time, then validates on submit and on every change after', async () => {
    const onSend = jest.fn();
    renderThemed(<EmailForm onSend={onSend} />);
    const field = screen.getByLabelText('Email');
    await userEvent.type(field, 'a');
    await userEvent.clear(field);
    expect(screen.queryByText('Please enter your e-mail')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your e-mail')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.type(field, 'layla@example.ae');
    expect(screen.queryByText('Please enter your e-mail')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('layla@example.ae');
  });

  it('binds the value to the form and tells onValueChange of each change', async () => {
    const onValueChange = jest.fn();
    renderThemed(<EmailForm onSend={jest.fn()} onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ab');
    expect(screen.getByLabelText('Email')).toHaveValue('ab');
    expect(onValueChange).toHaveBeenLastCalledWith('ab');
  });
});
