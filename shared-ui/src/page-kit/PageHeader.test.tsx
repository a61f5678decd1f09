import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it("shows the page's h1, the subtitle and the actions", () => {
    renderWithProviders(<PageHeader title="People" subtitle="Everyone in the portal." actions={<button type="button">Add employee</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    expect(screen.getByText('Everyone in the portal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add employee' })).toBeInTheDocument();
  });

  it('is just the title without a subtitle or actions', () => {
    const { container } = renderWithProviders(<PageHeader title="My Team" />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
    expect(container).toHaveTextContent(/^My Team$/);
  });

  it('puts a badge beside the title', () => {
    renderWithProviders(<PageHeader title="Rahul Deshmukh" badge={<span>processing</span>} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Rahul Deshmukh' });
    expect(heading.nextElementSibling).toHaveTextContent('processing');
  });

  it("names its h1 for Element Timing, which the page's lazy parts wait for", () => {
    renderWithProviders(<PageHeader title="Leads Management" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leads Management' })).toHaveAttribute('elementtiming', 'page-title');
  });
});
