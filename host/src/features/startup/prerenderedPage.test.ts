import { firstInteraction, holdActivationsUntilLive, prerenderedPageHere } from './prerenderedPage';

function prerenderedLoginForm() {
  document.body.innerHTML = `
    <div id="root" data-prerendered="/login">
      <form method="post"><input name="employee_id"><button type="submit">Sign In</button><button type="button">Other</button></form>
    </div>`;
  const form = document.querySelector('form') as HTMLFormElement;
  const [submitButton, otherButton] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
  return { form, submitButton, otherButton };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prerenderedPageHere', () => {
  it('is true only for the path whose markup the document holds', () => {
    prerenderedLoginForm();
    const root = document.getElementById('root');
    expect(prerenderedPageHere(root, '/login')).toBe(true);
    expect(prerenderedPageHere(root, '/login/')).toBe(true);
    expect(prerenderedPageHere(root, '/dashboard')).toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    expect(prerenderedPageHere(document.getElementById('root'), '/login')).toBe(false);
    expect(prerenderedPageHere(null, '/login')).toBe(false);
  });
});

describe('holdActivationsUntilLive', () => {
  it('keeps the browser from submitting the form itself, and replays the held click once live', () => {
    const { form, submitButton } = prerenderedLoginForm();
    const release = holdActivationsUntilLive(document);
    const nativeSubmits = jest.fn();
    form.addEventListener('submit', (event) => {
      nativeSubmits(event.defaultPrevented);
    });
    submitButton.click();
    expect(nativeSubmits).not.toHaveBeenCalled();

    const clicksAfterLive = jest.fn((event: Event) => event.preventDefault());
    submitButton.addEventListener('click', clicksAfterLive);
    release();
    expect(clicksAfterLive).toHaveBeenCalledTimes(1);
    release();
    expect(clicksAfterLive).toHaveBeenCalledTimes(1);
  });

  it('holds a submit that comes without a click, and the last activation wins', () => {
    const { form, otherButton } = prerenderedLoginForm();
    const release = holdActivationsUntilLive(document);
    form.requestSubmit = jest.fn();
    otherButton.click();
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    release();
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('replays nothing when nothing was activated', () => {
    const { form } = prerenderedLoginForm();
    form.requestSubmit = jest.fn();
    holdActivationsUntilLive(document)();
    expect(form.requestSubmit).not.toHaveBeenCalled();
  });
});

describe('firstInteraction', () => {
  it('resolves on the first focus, key or pointer event, not before', async () => {
    const { form } = prerenderedLoginForm();
    let resolved = false;
    const interaction = firstInteraction(document).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    (form.querySelector('input') as HTMLInputElement).focus();
    await interaction;
    expect(resolved).toBe(true);
  });
});
