import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from './useIsMobile';

type Listener = () => void;

function installMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<Listener>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const maxWidth = Number(/max-width:\s*(\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width <= maxWidth;
      },
      media: query,
      addEventListener: (_: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'wide'}</p>;
}

describe('useIsMobile', () => {
  it('is true below 1024px and follows resizes', () => {
    const media = installMatchMedia(1280);
    render(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => media.resize(1023));
    expect(screen.getByText('mobile')).toBeInTheDocument();
    act(() => media.resize(1024));
    expect(screen.getByText('wide')).toBeInTheDocument();
    media.restore();
  });
});
