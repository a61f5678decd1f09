import { LOADING_STATE_ATTRIBUTE } from 'shared-ui/sign-in';
import { pageSettled } from './pageSettled';

/** A few frames and the tasks after them (jsdom draws a frame every 16 ms). */
const frames = () => new Promise((resolve) => setTimeout(resolve, 100));

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
    const body = loadingState();
    document.body.append(body);
    let settled = false;
    void pageSettled(document, 10_000).then(() => (settled = true));
    await frames();
    expect(settled).toBe(false);
    // The page's code came; its read starts: a loading state replaces the other one in the same change.
    const read = loadingState();
    body.replaceWith(read);
    await frames();
    expect(settled).toBe(false);
    read.replaceWith(document.createElement('ul'));
    await frames();
    expect(settled).toBe(true);
  });

  it('resolves at once on a page with nothing loading', async () => {
    let settled = false;
    void pageSettled(document, 10_000).then(() => (settled = true));
    await frames();
    expect(settled).toBe(true);
  });

  it('does not wait longer than its time limit for a part that keeps loading', async () => {
    document.body.append(loadingState());
    let settled = false;
    void pageSettled(document, 50).then(() => (settled = true));
    await frames();
    expect(settled).toBe(true);
  });
});
