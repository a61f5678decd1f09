import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Pager } from './Pager';

describe('Pager', () => {
  it('shows "Page x of y" in a named navigation with Previous and Next, disabled at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const { rerender } = renderWithProviders(<Pager label="Lead pages" page={1} pageCount={3} onPageChange={onPageChange} />);
    const pager = within(screen.getByRole('navigation', { name: 'Lead pages' }));
    expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    rerender(<Pager label="Lead pages" page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('shows nothing when everything fits on one page', () => {
    renderWithProviders(<Pager label="Lead pages" page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('with a summary shows the size of the list, on a single page too (without buttons there)', () => {
    const { rerender } = renderWithProviders(<Pager label="Lead pages" page={2} pageCount={3} summary="45 leads" onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Lead pages' })).toHaveTextContent('Page 2 of 3 (45 leads)');
    rerender(<Pager label="Lead pages" page={1} pageCount={1} summary="3 leads" onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Lead pages' })).toHaveTextContent('Page 1 of 1 (3 leads)');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the way back from a page past the end (a list that shrank)', () => {
    renderWithProviders(<Pager label="Lead pages" page={2} pageCount={1} summary="3 leads" onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('while the next page loads both buttons wait', () => {
    renderWithProviders(<Pager label="People pages" page={2} pageCount={3} disabled onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
