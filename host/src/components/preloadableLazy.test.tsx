import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './preloadableLazy';

const Page = ({ name }: { name: string }) => <p>Hello {name}</p>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>;

describe('preloadableLazy', () => {
  it('renders a preloaded component in the first commit, without its fallback', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    render(inSuspense(<Lazy name="Aarav" />));
    expect(screen.getByText('Hello Aarav')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when it was not preloaded, and loads the module once', async () => {
    const module = deferred<{ default: typeof Page }>();
    const load = jest.fn(() => module.promise);
    const Lazy = preloadableLazy(load);
    render(inSuspense(<Lazy name="Aarav" />));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    void Lazy.preload();
    await act(async () => module.resolve({ default: Page }));
    expect(await screen.findByText('Hello Aarav')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const load = jest.fn<Promise<{ default: typeof Page }>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Page });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    render(inSuspense(<Lazy name="Aarav" />));
    expect(screen.getByText('Hello Aarav')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
