import { render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';
import { LeadStatusBadge, leadStatusPalette } from './LeadStatusBadge';

describe('LeadStatusBadge', () => {
  it('uses the spec colours: processing yellow, approved green, rejected red, other gray', () => {
    expect(leadStatusPalette('processing')).toBe('yellow');
    expect(leadStatusPalette('approved')).toBe('green');
    expect(leadStatusPalette('Rejected')).toBe('red');
    expect(leadStatusPalette('on_hold')).toBe('gray');
    expect(leadStatusPalette(undefined)).toBe('gray');
  });

  it('shows the status with its colour', () => {
    render(
      <UiProvider>
        <LeadStatusBadge status="approved" />
        <LeadStatusBadge status="disbursed" />
      </UiProvider>,
    );
    expect(screen.getByText('approved')).toHaveAttribute('data-status-palette', 'green');
    expect(screen.getByText('disbursed')).toHaveAttribute('data-status-palette', 'gray');
  });
});
