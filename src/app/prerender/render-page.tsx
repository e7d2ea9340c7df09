import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from '../app';
import { preloadPage } from '../router';

/**
 * The page at `address` as HTML, rendered by the same components the browser hydrates.
 * `prerender` waits for every lazy part (footer, lower sections, forms), so the HTML is the whole page.
 */
export async function renderPage(address: string): Promise<string> {
  await preloadPage(address);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={address}>
        <AppContent />
      </StaticRouter>
    </StrictMode>,
    // Every part inline and in place: no boundary is split out to be moved in by a script (JS may be off, and the CSP allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
