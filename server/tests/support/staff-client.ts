/** A staff member's browser: keeps the session cookie and sends this site's Origin with writes. */
export class StaffClient {
  cookie: string | null = null;

  constructor(
    readonly base: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { Origin: this.base }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    if (set) {
      const pair = set.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    return response;
  }

  login(email: string, password: string, headers: Record<string, string> = {}) {
    return this.request('POST', '/api/login', { email, password }, headers);
  }

  get = (path: string) => this.request('GET', path);
  patch = (path: string, body: unknown) => this.request('PATCH', path, body);
}
