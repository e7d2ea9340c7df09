import { server } from '@/mocks/node';

/** A request the app sent to the mock server; `body` is its JSON, null when it has none. */
interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * Records, in order, what `see` makes of each request the app sends from now on (nothing when it
 * answers undefined). The recorder listens for the current test only (tests/setup.ts).
 */
export function recordRequests<Entry>(see: (request: SentRequest) => Entry | undefined): Entry[] {
  const entries: Entry[] = [];
  server.events.on('request:start', async ({ request }) => {
    const { pathname: path, search } = new URL(request.url);
    const body: unknown = request.body ? await request.clone().json() : null;
    const entry = see({ method: request.method, path, search, body });
    if (entry !== undefined) entries.push(entry);
  });
  return entries;
}
