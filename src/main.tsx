import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import { prefetchOnIntent } from '@/app/prefetch-on-intent';
import { startUp } from '@/app/start-up';
import { useUserStore } from '@/stores/use-user-store';
import '@/styles/index.css';

/** Ends the current task, so a slow phone can paint or answer a tap between two pieces of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main() {
  // Statically false in a production build unless VITE_API_MOCKING=true, so msw is left out.
  if (import.meta.env.DEV || import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockWorker } = await import('@/mocks/browser');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const prerendered = Boolean(root.firstElementChild);
  // A prerendered page (npm run build) is hydrated once its chunk is here; the app shell renders from scratch.
  // Each step in a task of its own, not in the one that evaluated every first-load module (together one long
  // task on a slow phone).
  if (prerendered) {
    await nextTask();
    await preloadPage(window.location.pathname);
  }
  startUp();
  if (prerendered) await nextTask();
  // A staff page (client-rendered) starts its chunks now, beside the staff layout's, not once the layout and
  // the server's navigation have arrived.
  else if (useUserStore.getState().user) void preloadPage(window.location.pathname);
  prefetchOnIntent();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (prerendered) {
    // As a transition, hydration yields to the browser between pieces instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void main();
