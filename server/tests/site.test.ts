import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readSecurityHeaders, SECURITY_HEADERS_FILE } from '../http/security-headers';
import { post } from './support/payloads';
import { useTestServer } from './support/test-server';

/** A GET with the path exactly as given (fetch would normalise "/../" and "//"). */
function rawGet(base: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    })
      .on('error', reject)
      .end();
  });
}

describe('the built site', () => {
  const test = useTestServer();
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${test.server.url}${path}`, { headers, redirect: 'manual' });

  it('serves prerendered pages in both languages, never cached without checking', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/contact-us', 'Contact'],
      ['/ar', 'الرئيسية'],
      ['/ar/admissions', 'القبول'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('answers unknown addresses with the 404 page of their language', async () => {
    const english = await get('/no-such-page');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Not found');
    const arabic = await get('/ar/no-such-page');
    expect(arabic.status).toBe(404);
    expect(await arabic.text()).toContain('الصفحة غير موجودة');
  });

  it('serves the app shell for client-rendered pages', async () => {
    for (const path of ['/protected', '/cart', '/kit', '/kit/buttons']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable, compressed when asked, and 304 when unchanged', async () => {
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const text = await plain.text();

    const zipped = await fetch(`${test.server.url}/assets/index-AbC123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(text);
    const brotli = await fetch(`${test.server.url}/assets/index-AbC123.js`, {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(text);

    const etag = plain.headers.get('etag') ?? '';
    expect((await get('/assets/index-AbC123.js', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('answers a missing asset with 404, not a page', async () => {
    const response = await get('/assets/gone-123.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  it('redirects a trailing slash to the address without it, keeping the query', async () => {
    const response = await get('/contact-us/?from=mail');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/contact-us?from=mail');
  });

  it('never redirects to another site', async () => {
    for (const path of ['//evil.example/', '/%2F%2Fevil.example/']) {
      const response = await rawGet(test.server.url, path);
      expect(response.status, path).toBe(301);
      expect(response.location, path).toBe('/evil.example');
    }
  });

  it('keeps files outside the build, hidden files and the HTML files’ own names out of reach', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/.env',
      '/index.html',
      '/app-shell.html',
      '/ar/404.html',
    ])
      expect((await rawGet(test.server.url, path)).status, path).toBe(404);
    expect((await rawGet(test.server.url, '/%E0%A4%A')).status).toBe(400);
    expect((await get('/robots.txt')).status).toBe(200);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${test.server.url}/contact-us`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('security headers', () => {
  const test = useTestServer();

  it('come from the nginx snippet, the one place they are written', () => {
    const headers = readSecurityHeaders();
    const conf = readFileSync(SECURITY_HEADERS_FILE, 'utf8');
    const lines = conf.split('\n').filter((line) => line.trim().startsWith('add_header'));
    expect(Object.keys(headers)).toHaveLength(lines.length);
    expect(headers['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('are on every answer: pages, assets, 404s, redirects and the API’s errors', async () => {
    const expected = readSecurityHeaders();
    const answers = [
      await fetch(`${test.server.url}/`),
      await fetch(`${test.server.url}/assets/index-AbC123.js`),
      await fetch(`${test.server.url}/nothing-here`),
      await fetch(`${test.server.url}/contact-us/`, { redirect: 'manual' }),
      await post(`${test.server.url}/api/enquiries`, test.server.url, '{'),
      await post(`${test.server.url}/api/enquiries`, 'https://evil.example', {}),
    ];
    for (const answer of answers)
      for (const [name, value] of Object.entries(expected))
        expect(answer.headers.get(name), `${answer.url} ${name}`).toBe(value);
  });
});
