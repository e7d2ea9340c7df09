import { http, HttpResponse } from 'msw';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { DEMO_USER } from '@/mocks/handlers/auth';
import { server } from '@/mocks/node';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { API_PATHS } from '#contracts/api-paths';
import { AUTH_ENDPOINTS } from '#contracts/endpoints/auth';

/** Answers `answer` on `path` (GET /api/session unless told) and remembers the request. */
function probe(
  answer: () => Response = () => HttpResponse.json({ user: DEMO_USER }),
  path: string = API_PATHS.session,
) {
  const requests: Request[] = [];
  server.use(
    http.all(`*${path}`, ({ request }) => {
      requests.push(request);
      return answer();
    }),
  );
  return requests;
}

const readSession = (signal?: AbortSignal) => callEndpoint(AUTH_ENDPOINTS.session, { signal });

describe('API base URL', () => {
  async function freshClient() {
    vi.resetModules();
    return import('@/lib/api-client');
  }

  it('calls the site’s own origin when VITE_API_BASE_URL is unset', async () => {
    vi.stubEnv('VITE_API_BASE_URL', undefined);
    const { callEndpoint: call, apiUrl } = await freshClient();
    const requests = probe();

    expect(apiUrl(API_PATHS.session)).toBe(API_PATHS.session);
    await call(AUTH_ENDPOINTS.session, {});
    expect(requests[0]?.url).toBe(`${window.location.origin}${API_PATHS.session}`);
  });

  it('prefixes VITE_API_BASE_URL, trailing slashes trimmed', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/v1//');
    const { callEndpoint: call, apiUrl } = await freshClient();
    const requests = probe();

    expect(apiUrl(API_PATHS.session)).toBe(`https://api.example.com/v1${API_PATHS.session}`);
    await call(AUTH_ENDPOINTS.session, {});
    expect(requests[0]?.url).toBe(`https://api.example.com/v1${API_PATHS.session}`);
  });
});

describe('request', () => {
  it('sends the session cookie (same origin) and no Authorization header', async () => {
    const requests = probe();

    await readSession();
    expect(requests[0]?.credentials).toBe('same-origin');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('keeps a non-OK answer’s JSON body on the error', async () => {
    probe(() => HttpResponse.json({ error: 'conflict', item: { version: 3 } }, { status: 409 }));

    const error = await readSession().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'http', status: 409, body: { error: 'conflict', item: { version: 3 } } });
  });

  it('posts JSON and answers the parsed JSON', async () => {
    const requests = probe(() => HttpResponse.json({ user: DEMO_USER }), API_PATHS.login);

    await expect(callEndpoint(AUTH_ENDPOINTS.login, { body: { ...DEMO_ACCOUNT } })).resolves.toEqual({
      user: DEMO_USER,
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    await expect(requests[0]?.json()).resolves.toEqual({ ...DEMO_ACCOUNT });
  });

  it('answers null for an empty body', async () => {
    probe(() => new HttpResponse(null, { status: 204 }), API_PATHS.logout);
    await expect(callEndpoint(AUTH_ENDPOINTS.logout, {})).resolves.toBeNull();
  });
});

describe('errors', () => {
  it('turns a non-OK answer into "Error: {status text}"', async () => {
    probe(() => HttpResponse.json({ message: 'ignored' }, { status: 500 }));

    const error = await readSession().catch((caught: unknown) => caught);
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
    await expect(readSession()).rejects.toMatchObject({ kind: 'http', message: 'Error: Service Unavailable' });
  });

  it('keeps a server’s own status text', async () => {
    probe(() => new Response(null, { status: 418, statusText: 'I Am Busy' }));
    await expect(readSession()).rejects.toMatchObject({ status: 418, message: 'Error: I Am Busy' });
  });

  it('reports a network failure as kind "network"', async () => {
    probe(() => HttpResponse.error());
    await expect(readSession()).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('reports an answer that is not JSON as kind "invalid"', async () => {
    probe(() => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(readSession()).rejects.toMatchObject({ kind: 'invalid', status: 200 });
  });

  it('reports JSON the endpoint’s schema refuses, or a status it does not declare, as kind "invalid"', async () => {
    probe(() => HttpResponse.json({ user: { id: 'u1' } }));
    await expect(readSession()).rejects.toMatchObject({ kind: 'invalid', status: 200 });
    probe(() => HttpResponse.json({ user: DEMO_USER }, { status: 201 }));
    await expect(readSession()).rejects.toMatchObject({ kind: 'invalid', status: 201 });
  });

  it('leaves a cancelled call a cancellation', async () => {
    probe();
    const controller = new AbortController();
    controller.abort();

    const error = await readSession(controller.signal).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('name', 'AbortError');
  });
});
