import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { DetailItem } from './DetailItem';

describe('DetailItem', () => {
  it('is a term and its definition inside the parent list', () => {
    renderWithProviders(
      <dl>
        <DetailItem label="Bank">HDFC Bank</DetailItem>
        <DetailItem label="Manager" muted>
          Not set
        </DetailItem>
        <DetailItem label="Role" capitalize>
          connector
        </DetailItem>
      </dl>,
    );
    const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Bank', 'HDFC Bank'],
      ['Manager', 'Not set'],
      ['Role', 'connector'],
    ]);
    expect(screen.getByText('connector')).toHaveStyle({ textTransform: 'capitalize' });
  });
});
