import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startUp } from '@/app/start-up';
import '@/styles/index.css';

async function main() {
  // Statically false in a production build unless VITE_API_MOCKING=true, so msw is left out.
  if (import.meta.env.DEV || import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockWorker } = await import('@/mocks/browser');
    await startMockWorker();
  }
  startUp();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
