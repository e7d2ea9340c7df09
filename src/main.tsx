import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
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
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A prerendered page (npm run build) is hydrated once its chunk is here; the app shell renders from scratch.
  if (root.firstElementChild) {
    await preloadPage(window.location.pathname);
    // As a transition, hydration yields to the browser between pieces instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void main();
