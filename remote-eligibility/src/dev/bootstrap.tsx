import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, configureAuth } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import LoanCriteriaPage from '../features/loan-criteria/LoanCriteriaPage';
import { DevShell } from './DevShell';

/** The dev server serves /config.json from API_URL (default http://localhost:8000). */
async function start(): Promise<void> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  const config = (await response.json()) as { apiBaseUrl: string };
  configureAuth({ apiBaseUrl: config.apiBaseUrl });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <UiProvider>
      <AuthProvider>
        <BrowserRouter>
          <DevShell title="Loan products and eligibility" pages={[{ path: '/banks_eligibility', label: 'Loan Products', element: <LoanCriteriaPage /> }]} />
        </BrowserRouter>
      </AuthProvider>
    </UiProvider>,
  );
}

void start();
