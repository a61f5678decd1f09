import { act, Component, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/UiProvider';
import { lazyAfterFirstFrame } from './lazyAfterFirstFrame';
import { lazyPageBody } from './PageBody';
import { PageHeader } from './PageHeader';

function ListBody({ count, onMore }: { count: number; onMore: () => void }) {
  return (
    <>
      <p>{count} leads</p>
      <button type="button" onClick={onMore}>
        More
      </button>
    </>
  );
}

function pageWith(load: () => Promise<{ default: typeof ListBody }>) {
  const Body = lazyPageBody(load, 'Loading leads');
  return function Page() {
    const [count, setCount] = useState(1);
    return (
      <UiProvider>
        <PageHeader title="Leads Management" subtitle="Customers you referred." />
        <Body count={count} onMore={() => setCount(count + 1)} />
      </UiProvider>
    );
  };
}

describe('lazyPageBody', () => {
  it('draws the page without its body first, with the named spinner in its place, requests the body’s code after that frame and draws it once there', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    let arrive: (module: { default: typeof ListBody }) => void = () => {};
    const load = jest.fn(() => new Promise<{ default: typeof ListBody }>((resolve) => (arrive = resolve)));
    const Page = pageWith(load);
    // Outside act, as a browser runs it.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      flushSync(() => root.render(<Page />));
      expect(within(container).getByRole('heading', { name: 'Leads Management' })).toBeInTheDocument();
      expect(within(container).getByRole('status', { name: 'Loading leads' })).toBeInTheDocument();
      expect(within(container).queryByText('1 leads')).not.toBeInTheDocument();
      // The body's code is requested after that frame, not while it is drawn.
      expect(load).not.toHaveBeenCalled();
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

      arrive({ default: ListBody });
      expect(await within(container).findByText('1 leads')).toBeInTheDocument();
      expect(within(container).queryByRole('status', { name: 'Loading leads' })).not.toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
      act(() => root.unmount());
      container.remove();
    }
  });

  it('passes the page’s props through and loads the body’s code once however often the page draws it', async () => {
    const load = jest.fn(() => Promise.resolve({ default: ListBody }));
    const Page = pageWith(load);
    render(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText('3 leads')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyAfterFirstFrame', () => {
  it('draws the fallback with the part’s props until the part’s code has come, then the part with the new props', async () => {
    let arrive: (module: { default: typeof ListBody }) => void = () => {};
    const load = jest.fn(() => new Promise<{ default: typeof ListBody }>((resolve) => (arrive = resolve)));
    const Part = lazyAfterFirstFrame(load, ({ count }: { count: number; onMore: () => void }) => <p>{count} leads, loading</p>);
    function Page() {
      const [count, setCount] = useState(2);
      return (
        <UiProvider>
          <button type="button" onClick={() => setCount(count + 1)}>
            Add
          </button>
          <Part count={count} onMore={() => setCount(count + 1)} />
        </UiProvider>
      );
    }
    render(<Page />);
    expect(screen.getByText('2 leads, loading')).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('3 leads, loading')).toBeInTheDocument();

    await act(async () => arrive({ default: ListBody }));
    expect(await screen.findByText('3 leads')).toBeInTheDocument();
    expect(screen.queryByText('3 leads, loading')).not.toBeInTheDocument();
  });

  it('keeps the fallback’s own nodes on screen while the code loads (a second copy would be a later largest paint)', async () => {
    let arrive: (module: { default: typeof ListBody }) => void = () => {};
    const load = jest.fn(() => new Promise<{ default: typeof ListBody }>((resolve) => (arrive = resolve)));
    const Part = lazyAfterFirstFrame(load, () => <h2>Tax and payout details</h2>);
    render(<Part count={1} onMore={() => undefined} />);
    const drawnFirst = screen.getByRole('heading', { name: 'Tax and payout details' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('heading', { name: 'Tax and payout details' })).toBe(drawnFirst);

    await act(async () => arrive({ default: ListBody }));
    expect(await screen.findByText('1 leads')).toBeInTheDocument();
    expect(drawnFirst).not.toBeInTheDocument();
  });

  it('hands a failed load to the error boundary, and asks for the code again when drawn again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: ListBody });
    const Part = lazyAfterFirstFrame<{ count: number; onMore: () => void }>(load, () => <p>loading</p>);
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        return this.state.failed ? <p role="alert">Could not load</p> : this.props.children;
      }
    }
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(
      <Boundary>
        <Part count={1} onMore={() => undefined} />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
    unmount();
    log.mockRestore();

    render(<Part count={4} onMore={() => undefined} />);
    expect(await screen.findByText('4 leads')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
