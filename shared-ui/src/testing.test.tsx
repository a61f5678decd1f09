import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useParams } from 'react-router-dom';
import { MOBILE_MAX_WIDTH_PX, useIsMobile } from './hooks/useIsMobile';
import { LAYOUTS, NARROW_WIDTH, WIDE_WIDTH, renderWithProviders, setViewportWidth } from './testing';

function Layout() {
  return <p>{useIsMobile() ? 'cards' : 'table'}</p>;
}

function LeadProbe() {
  return (
    <>
      <p>Lead {useParams().id}</p>
      <Link to="/leads?page=2">All leads</Link>
    </>
  );
}

describe('shared-ui/testing', () => {
  it('has its two widths on either side of the breakpoint where cards replace tables', () => {
    expect(NARROW_WIDTH).toBeLessThanOrEqual(MOBILE_MAX_WIDTH_PX);
    expect(WIDE_WIDTH).toBeGreaterThan(MOBILE_MAX_WIDTH_PX);
    expect(LAYOUTS.map((entry) => entry.width)).toEqual([WIDE_WIDTH, NARROW_WIDTH]);
  });

  it('setViewportWidth makes width queries answer as that browser would, until restored', () => {
    const restore = setViewportWidth(NARROW_WIDTH);
    expect(window.matchMedia('(max-width: 1023px)').matches).toBe(true);
    expect(window.matchMedia('(min-width: 1024px)').matches).toBe(false);
    restore();
    const restoreWide = setViewportWidth(WIDE_WIDTH);
    expect(window.matchMedia('(max-width: 1023px)').matches).toBe(false);
    restoreWide();
  });

  it.each(LAYOUTS)('renders a screen inside the providers at $layout width', ({ layout, width }) => {
    const restore = setViewportWidth(width);
    renderWithProviders(<Layout />);
    expect(screen.getByText(layout === 'wide' ? 'table' : 'cards')).toBeInTheDocument();
    restore();
  });

  it('renders the ui as the element of its route, and any other path as a probe naming where the app went', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeadProbe />, { route: '/lead/42', path: '/lead/:id' });
    expect(screen.getByText('Lead 42')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All leads' }));
    expect(screen.getByText('At /leads?page=2')).toBeInTheDocument();
  });

  it('wraps the router in the providers of a higher layer', () => {
    const Wrapper = ({ children }: { children: React.ReactNode }) => <section aria-label="Auth layer">{children}</section>;
    renderWithProviders(<p>Page</p>, { wrapper: Wrapper });
    expect(screen.getByRole('region', { name: 'Auth layer' })).toHaveTextContent('Page');
  });
});
