import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Field } from '../components/field';
import { renderWithTheme } from '../testing/render-with-theme';
import { Select } from '@sahha/ui/select';

describe('Select', () => {
  it('is a native select that takes the label, error and state Field gives its control', async () => {
    renderWithTheme(
      <Field label="Topic" error="Please choose a topic">
        {(control) => (
          <Select {...control} defaultValue="">
            <option value="">Choose a topic</option>
            <option value="privacy">Privacy</option>
          </Select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose a topic');
    await userEvent.setup().selectOptions(select, 'privacy');
    expect(select).toHaveValue('privacy');
  });
});
