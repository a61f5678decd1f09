import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { PageTabs } from './PageTabs';

type Fruit = 'apples' | 'pears' | 'plums';

function Fruits({ onChange = () => undefined }: { onChange?: (value: Fruit) => void }) {
  const [value, setValue] = useState<Fruit>('apples');
  return (
    <PageTabs<Fruit>
      label="Fruit"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      tabs={[
        { value: 'apples', label: 'Apples' },
        { value: 'pears', label: 'Pears' },
        { value: 'plums', label: 'Plums' },
      ]}
    >
      <p>All about {value}</p>
    </PageTabs>
  );
}

describe('PageTabs', () => {
  it('is a named tab list whose selected tab labels the one panel, and a click selects', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fruits />);
    const list = screen.getByRole('tablist', { name: 'Fruit' });
    expect(within(list).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Apples', 'Pears', 'Plums']);
    expect(screen.getByRole('tab', { name: 'Apples' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Apples' })).toHaveTextContent('All about apples');

    await user.click(screen.getByRole('tab', { name: 'Pears' }));
    expect(screen.getByRole('tab', { name: 'Pears' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Apples' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Pears' })).toHaveTextContent('All about pears');
  });

  it('keeps only the selected tab in the tab order; arrows, Home and End move the focus and select', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(
      <>
        <Fruits onChange={onChange} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Apples' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab({ shift: true });

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pears' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Pears' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Plums' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Apples' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Plums' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Apples' })).toHaveFocus();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['pears', 'plums', 'apples', 'plums', 'apples']);
    expect(screen.getByRole('tabpanel', { name: 'Apples' })).toHaveTextContent('All about apples');
  });
});
