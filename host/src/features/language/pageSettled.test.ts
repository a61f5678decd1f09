import { LOADING_STATE_ATTRIBUTE } from 'shared-ui/sign-in';
import { pageSettled } from './pageSettled';

/**
 * Frames driven by the test: `afterFrame` queues its callback, `frameOnScreen` runs the queued ones
 * (a frame has been drawn), so nothing depends on how fast this machine draws jsdom's frames.
 */
function frames() {
  let queued: (() => void)[] = [];
  const afterFrame = (then: () => void) => {
    queued.push(then);
    return () => void (queued = queued.filter((callback) => callback !== then));
  };
  const frameOnScreen = async () => {
    // The page's changes reach the observer as microtasks: let them through first.
    await Promise.resolve();
    const due = queued;
    queued = [];
    for (const then of due) then();
    await Promise.resolve();
  };
  return { afterFrame, frameOnScreen };
}

function loadingState(): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute(LOADING_STATE_ATTRIBUTE, '');
  return element;
}

describe('pageSettled', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('resolves once no loading state is on the page, waiting for one that comes after another has gone', async () => {
    const { afterFrame, frameOnScreen } = frames();
    const body = loadingState();
    document.body.append(body);
    let settled = false;
    void pageSettled(document, 60_000, afterFrame).then(() => (settled = true));
    await frameOnScreen();
    expect(settled).toBe(false);
    // The page's code came; its read starts: a loading state replaces the other one in the same change.
    const read = loadingState();
    body.replaceWith(read);
    await frameOnScreen();
    expect(settled).toBe(false);
    read.replaceWith(document.createElement('ul'));
    await frameOnScreen();
    expect(settled).toBe(true);
  });

  it('resolves after the first frame on a page with nothing loading', async () => {
    const { afterFrame, frameOnScreen } = frames();
    let settled = false;
    void pageSettled(document, 60_000, afterFrame).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await frameOnScreen();
    expect(settled).toBe(true);
  });

  it('does not wait longer than its time limit for a part that keeps loading', async () => {
    jest.useFakeTimers();
    try {
      const { afterFrame, frameOnScreen } = frames();
      document.body.append(loadingState());
      let settled = false;
      void pageSettled(document, 4000, afterFrame).then(() => (settled = true));
      await frameOnScreen();
      jest.advanceTimersByTime(3999);
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await Promise.resolve();
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
