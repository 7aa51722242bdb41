import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Tabs } from './tabs';

const TABS = [
  { id: 'list', label: 'List', content: <p>List content</p> },
  { id: 'planner', label: 'Planner', content: <p>Planner content</p> },
  { id: 'daily', label: 'Daily', content: <p>Daily content</p> },
];

function Harness({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('list');
  return (
    <Tabs
      tabs={TABS}
      value={value}
      label="Results view"
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('exposes a labelled tablist with the selected panel', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Results view' })).toBeInTheDocument();
    const list = screen.getByRole('tab', { name: 'List' });
    expect(list).toHaveAttribute('aria-selected', 'true');
    expect(list).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Planner' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'List' })).toHaveTextContent('List content');
  });

  it('moves focus and selection with arrows, Home and End (wrapping)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'List' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Planner' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Planner content');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'List' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Daily' })).toHaveFocus();

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'List' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('List content');
  });

  it('Tab from the tab list goes to the panel, not the other tabs', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects on click', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(onChange).toHaveBeenCalledWith('daily');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Daily content');
  });
});
