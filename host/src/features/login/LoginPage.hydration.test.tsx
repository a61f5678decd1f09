import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockApi } from 'shared-auth/testing';
import { UiProvider } from 'shared-ui';
import { LoginPage } from './LoginPage';

const TOKEN_PATH = '/auth/api/connector/token/';

const tree = (
  <UiProvider>
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<p>Dashboard landing</p>} />
      </Routes>
    </MemoryRouter>
  </UiProvider>
);

describe('LoginPage pre-rendered at build time', () => {
  it('keeps what was typed before React took the page over, and signs in with it', async () => {
    const api = mockApi();
    api.onPost(TOKEN_PATH).reply(200, { access: 'a', refresh: 'r' });
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(tree);

    // A fast typist on a slow phone: the ID goes in before the scripts have run.
    const earlyInput = container.querySelector<HTMLInputElement>('input[name="employee_id"]');
    if (!earlyInput) throw new Error('the pre-rendered form has no employee ID input');
    earlyInput.value = 'CN1001';

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree);
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Demo@1234');
    expect(screen.getByLabelText('Employee ID')).toHaveValue('CN1001');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(api.history.post).toHaveLength(1));
    expect(JSON.parse(api.history.post[0].data)).toEqual({ employee_id: 'CN1001', password: 'Demo@1234' });
    act(() => root?.unmount());
    container.remove();
  });
});
