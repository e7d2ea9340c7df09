import { http, HttpResponse } from 'msw';
import { ApiError, apiGet, apiPost } from '@/lib/api-client';
import { server } from '@/mocks/node';

/** Answers `answer` on GET /probe and remembers the request. */
function probe(answer: () => Response = () => HttpResponse.json({ ok: true })) {
  const requests: Request[] = [];
  server.use(
    http.all('*/probe', ({ request }) => {
      requests.push(request);
      return answer();
    }),
  );
  return requests;
}

describe('API base URL', () => {
  async function freshClient() {
    vi.resetModules();
    return import('@/lib/api-client');
  }

  it('calls the site’s own origin when VITE_API_BASE_URL is unset', async () => {
    vi.stubEnv('VITE_API_BASE_URL', undefined);
    const { apiGet: get, apiUrl } = await freshClient();
    const requests = probe();

    expect(apiUrl('/probe')).toBe('/probe');
    await get('/probe');
    expect(requests[0]?.url).toBe(`${window.location.origin}/probe`);
  });

  it('prefixes VITE_API_BASE_URL, trailing slashes trimmed', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/v1//');
    const { apiGet: get, apiUrl } = await freshClient();
    const requests = probe();

    expect(apiUrl('/probe')).toBe('https://api.example.com/v1/probe');
    await get('/probe');
    expect(requests[0]?.url).toBe('https://api.example.com/v1/probe');
  });
});

describe('request', () => {
  it('sends the session cookie (same origin) and no Authorization header', async () => {
    const requests = probe();

    await apiGet('/probe');
    expect(requests[0]?.credentials).toBe('same-origin');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('keeps a non-OK answer’s JSON body on the error', async () => {
    probe(() => HttpResponse.json({ error: 'conflict', item: { version: 3 } }, { status: 409 }));

    const error = await apiGet('/probe').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'http', status: 409, body: { error: 'conflict', item: { version: 3 } } });
  });

  it('posts JSON and answers the parsed JSON', async () => {
    const requests = probe(() => HttpResponse.json({ received: true }));

    await expect(apiPost('/probe', { a: 1 })).resolves.toEqual({ received: true });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    await expect(requests[0]?.json()).resolves.toEqual({ a: 1 });
  });

  it('answers null for an empty body', async () => {
    probe(() => new HttpResponse(null, { status: 204 }));
    await expect(apiGet('/probe')).resolves.toBeNull();
  });
});

describe('errors', () => {
  it('turns a non-OK answer into "Error: {status text}"', async () => {
    probe(() => HttpResponse.json({ message: 'ignored' }, { status: 500 }));

    const error = await apiGet('/probe').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      statusText: 'Internal Server Error',
      message: 'Error: Internal Server Error',
    });
  });

  it('uses the standard reason phrase when the answer has no status text (HTTP/2)', async () => {
    probe(() => new Response(null, { status: 503, statusText: '' }));
    await expect(apiGet('/probe')).rejects.toMatchObject({ kind: 'http', message: 'Error: Service Unavailable' });
  });

  it('keeps a server’s own status text', async () => {
    probe(() => new Response(null, { status: 418, statusText: 'I Am Busy' }));
    await expect(apiGet('/probe')).rejects.toMatchObject({ status: 418, message: 'Error: I Am Busy' });
  });

  it('reports a network failure as kind "network"', async () => {
    probe(() => HttpResponse.error());
    await expect(apiGet('/probe')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('reports an answer that is not JSON as kind "invalid"', async () => {
    probe(() => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(apiGet('/probe')).rejects.toMatchObject({ kind: 'invalid', status: 200 });
  });

  it('leaves a cancelled call a cancellation', async () => {
    probe();
    const controller = new AbortController();
    controller.abort();

    const error = await apiGet('/probe', { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('name', 'AbortError');
  });
});
