#!/usr/bin/env node
/**
 * Serves a production build with the repository's nginx configuration and
 * proves it: the CSP allows the first-paint script by its hash, then, over
 * HTTP on a loopback port, each address's prerendered page, the app shell, real 404s, the canonical redirect,
 * caching, gzip, hidden dotfiles and the security headers on every response;
 * finally the Playwright smoke tests (@smoke) run against this server.
 *
 * nginx runs from a throw-away prefix laid out like Debian's /etc/nginx
 * (deploy/nginx/nginx.conf), serving deploy/nginx/site.conf with only its
 * `listen` and `root` lines swapped, and is always stopped at the end.
 *
 * Usage: node tests/nginx/check-nginx.mjs [dist]   (or DIST=…; default "dist")
 * NGINX=/path/to/nginx overrides the binary (default /usr/sbin/nginx).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.resolve(process.argv[2] ?? process.env.DIST ?? 'dist');
const deploy = path.join(repo, 'deploy/nginx');
const nginxBinary = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** The policy every response must carry; script-src is checked against the build's hash. */
const CSP = {
  'default-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
  'manifest-src': "'self'",
  'worker-src': "'self'",
};
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

const results = [];
function check(name, problems) {
  const list = [problems].flat().filter(Boolean);
  results.push(list.length === 0);
  console.log(`${list.length ? '✗' : '✓'} ${name}${list.length ? `\n    - ${list.join('\n    - ')}` : ''}`);
}

/** The first-paint script: the one inline <script> in the built index.html. */
function inlineScriptHash(html) {
  // Structured data (application/ld+json) is never run, so the CSP has nothing to allow for it.
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attrs]) => !/\bsrc\s*=/i.test(attrs) && !/\btype\s*=\s*"application\/ld\+json"/i.test(attrs),
  );
  if (inline.length !== 1) return { problem: `${inline.length} inline scripts, expected exactly 1` };
  return { hash: `'sha256-${createHash('sha256').update(inline[0][2], 'utf8').digest('base64')}'` };
}

/** The CSP value written in deploy/nginx/security-headers.conf. */
function configuredCsp() {
  const conf = readFileSync(path.join(deploy, 'security-headers.conf'), 'utf8');
  return conf.match(/^\s*add_header\s+Content-Security-Policy\s+"([^"]*)"/m)?.[1] ?? '';
}

function parseCsp(value) {
  return Object.fromEntries(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

function cspProblems(value, scriptHash) {
  const csp = parseCsp(value ?? '');
  const problems = Object.entries(CSP)
    .filter(([name, expected]) => (csp[name] ?? []).join(' ') !== expected)
    .map(([name, expected]) => `CSP ${name} is "${(csp[name] ?? []).join(' ')}", expected "${expected}"`);
  const scripts = (csp['script-src'] ?? []).join(' ');
  if (scripts !== `'self' ${scriptHash}`)
    problems.push(`CSP script-src is "${scripts}", expected "'self' ${scriptHash}"`);
  const connect = csp['connect-src'] ?? [];
  // connect-src may add the API origin (https only); nothing else may name another origin.
  if (connect[0] !== "'self'" || connect.slice(1).some((source) => !/^https:\/\/[^/*]+$/.test(source))) {
    problems.push(`CSP connect-src is "${connect.join(' ')}", expected "'self'" plus at most https API origins`);
  }
  return problems;
}

function securityHeaderProblems(response, scriptHash) {
  const header = (name) => response.headers.get(name);
  const problems = cspProblems(header('content-security-policy'), scriptHash);
  const expect = (name, value) => {
    if (header(name) !== value) problems.push(`${name} is ${JSON.stringify(header(name))}, expected "${value}"`);
  };
  expect('x-content-type-options', 'nosniff');
  expect('referrer-policy', 'strict-origin-when-cross-origin');
  expect('x-frame-options', 'DENY');
  expect('server', 'nginx');
  const features = (header('permissions-policy') ?? '').split(',').map((feature) => feature.trim());
  for (const feature of DENIED_FEATURES) {
    if (!features.includes(`${feature}=()`)) problems.push(`Permissions-Policy does not deny ${feature}`);
  }
  return problems;
}

/** site.conf with its public `listen` lines and `root` swapped for the test server's. */
function renderSite(port) {
  const site = readFileSync(path.join(deploy, 'site.conf'), 'utf8');
  const swaps = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`],
    [/^\s*listen \[::\]:80;\n/m, ''],
    [/^(\s*)root [^;]+;$/m, `$1root "${dist}";`],
  ];
  return swaps.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text))
      throw new Error(`deploy/nginx/site.conf has no line matching ${pattern}; update renderSite()`);
    return text.replace(pattern, replacement);
  }, site);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startNginx(prefix) {
  const port = await freePort();
  mkdirSync(path.join(prefix, 'snippets'));
  mkdirSync(path.join(prefix, 'sites-enabled'));
  copyFileSync(path.join(deploy, 'nginx.conf'), path.join(prefix, 'nginx.conf'));
  copyFileSync(path.join(deploy, 'security-headers.conf'), path.join(prefix, 'snippets/sakina-security-headers.conf'));
  writeFileSync(path.join(prefix, 'sites-enabled/sakina-wellness.conf'), renderSite(port));

  const child = spawn(nginxBinary, ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.on('error', (error) => (stderr += String(error)));

  const baseUrl = `http://127.0.0.1:${port}`;
  // Until nginx answers or ends; the deadline is a ceiling that stops a hung start, not a budget.
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) break;
    try {
      await fetch(baseUrl, { method: 'HEAD' });
      return { baseUrl, child, exited };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  const log = path.join(prefix, 'error.log');
  throw new Error(`nginx did not start:\n${stderr}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
}

async function stopNginx({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000));
  if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
}

async function get(baseUrl, url, headers = {}) {
  const response = await fetch(new URL(url, baseUrl), { headers, redirect: 'manual' });
  return { response, body: await response.text() };
}

async function checkServer(baseUrl, { shell, scriptHash, entry, stylesheet }) {
  const header = (response, name) => response.headers.get(name);
  const expectStatus = (response, statuses) =>
    statuses.includes(response.status) ? [] : [`status ${response.status}, expected ${statuses.join(' or ')}`];

  // The same table as src/contracts/serving.ts, in nginx's terms (deploy/nginx/site.conf).
  for (const [url, file, status, why] of [
    ['/', 'index.html', 200, 'the English home page, prerendered'],
    ['/ar', 'ar/index.html', 200, 'its Arabic twin'],
    ['/treatments/addiction', 'treatments/addiction/index.html', 200, 'a deep page, prerendered'],
    ['/ar/admissions', 'ar/admissions/index.html', 200, 'a deep Arabic page, prerendered'],
    ['/protected', 'app-shell.html', 200, 'a client-rendered page gets the app shell'],
    ['/kit/buttons', 'app-shell.html', 200, 'the showcase gets the app shell'],
    ['/no-such-page', '404.html', 404, 'an unknown address gets the 404 page'],
    ['/ar/no-such-page', 'ar/404.html', 404, 'an unknown Arabic address gets the Arabic 404 page'],
    ['/index.html', '404.html', 404, 'a page file by its own name is not an address'],
    ['/app-shell.html', '404.html', 404, 'neither is the app shell'],
  ]) {
    const { response, body } = await get(baseUrl, url);
    check(`GET ${url}: ${why} → ${file} (${status}), no-cache, security headers`, [
      ...expectStatus(response, [status]),
      body === readFileSync(path.join(dist, file), 'utf8') ? '' : `body is not dist/${file}`,
      header(response, 'content-type')?.startsWith('text/html')
        ? ''
        : `content-type ${header(response, 'content-type')}`,
      header(response, 'cache-control') === 'no-cache' ? '' : `cache-control ${header(response, 'cache-control')}`,
      ...securityHeaderProblems(response, scriptHash),
    ]);
  }

  for (const [url, location] of [
    ['/contact-us/', '/contact-us'],
    ['/ar/', '/ar'],
  ]) {
    const { response } = await get(baseUrl, url);
    check(`GET ${url}: one canonical form → 301 to ${location}`, [
      ...expectStatus(response, [301]),
      new URL(header(response, 'location') ?? '', baseUrl).pathname === location
        ? ''
        : `location ${header(response, 'location')}`,
      ...securityHeaderProblems(response, scriptHash),
    ]);
  }

  for (const [url, type] of [
    [entry, /^(application|text)\/javascript\b/],
    [stylesheet, /^text\/css\b/],
  ]) {
    const { response, body } = await get(baseUrl, url, { 'accept-encoding': 'gzip' });
    check(`GET ${url}: hashed asset → immutable, gzip, security headers`, [
      ...expectStatus(response, [200]),
      body === readFileSync(path.join(dist, url), 'utf8') ? '' : 'body differs from the built file',
      type.test(header(response, 'content-type') ?? '') ? '' : `content-type ${header(response, 'content-type')}`,
      header(response, 'cache-control') === IMMUTABLE ? '' : `cache-control ${header(response, 'cache-control')}`,
      header(response, 'content-encoding') === 'gzip' ? '' : `content-encoding ${header(response, 'content-encoding')}`,
      /accept-encoding/i.test(header(response, 'vary') ?? '') ? '' : 'no "Vary: Accept-Encoding"',
      ...securityHeaderProblems(response, scriptHash),
    ]);
  }

  for (const [url, statuses, why] of [
    ['/assets/missing.js', [404], 'a missing asset is a real 404'],
    ['/.env', [403, 404], 'dotfiles are hidden'],
    ['/.git/config', [403, 404], 'dotfiles are hidden'],
  ]) {
    const { response, body } = await get(baseUrl, url);
    check(`GET ${url}: ${why}, with security headers`, [
      ...expectStatus(response, statuses),
      body === shell ? 'served the app shell' : '',
      response.status === 200 ? 'answered 200' : '',
      header(response, 'cache-control')?.includes('immutable') ? 'error cached as immutable' : '',
      ...securityHeaderProblems(response, scriptHash),
    ]);
  }
}

function runSmokeTests(baseUrl) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', 'tests/e2e', '--grep', '@smoke'], {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl },
    });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(signal ? 1 : code));
  });
}

async function main() {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    check(`${indexFile} exists`, 'not found: build first (npx vite build)');
    return;
  }
  const shell = readFileSync(path.join(dist, 'app-shell.html'), 'utf8');
  const { hash: scriptHash, problem } = inlineScriptHash(shell);
  if (problem) {
    check('first-paint script found', problem);
    return;
  }
  const pages = readdirSync(dist, { recursive: true }).filter((file) => String(file).endsWith('.html'));
  check(
    `every HTML file (${pages.length}) carries the same first-paint script, so one CSP hash allows it`,
    pages
      .filter((file) => inlineScriptHash(readFileSync(path.join(dist, String(file)), 'utf8')).hash !== scriptHash)
      .map((file) => `dist/${file} differs`),
  );
  const csp = parseCsp(configuredCsp());
  check(
    `deploy/nginx/security-headers.conf allows the first-paint script (${scriptHash})`,
    csp['script-src']?.includes(scriptHash)
      ? []
      : `script-src is "${(csp['script-src'] ?? []).join(' ')}": the inline script in ${indexFile} changed; ` +
          `put ${scriptHash} in place of the old hash`,
  );

  const attr = (pattern) => shell.match(pattern)?.[1];
  const entry = attr(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/);
  const stylesheet = attr(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/);
  if (!entry || !stylesheet) {
    check('index.html names its entry script and stylesheet', 'not found');
    return;
  }

  const prefix = mkdtempSync(path.join(tmpdir(), 'sakina-nginx-'));
  let server;
  const stopOnSignal = (signal) => {
    server?.child.kill('SIGTERM');
    rmSync(prefix, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    server = await startNginx(prefix);
    console.log(`nginx ${nginxBinary} serving ${dist} at ${server.baseUrl}`);
    await checkServer(server.baseUrl, { shell, scriptHash, entry, stylesheet });
    const code = await runSmokeTests(server.baseUrl);
    check('Playwright @smoke tests behind nginx', code === 0 ? [] : `playwright exited with ${code}`);
  } catch (error) {
    check('nginx check ran to the end', error instanceof Error ? error.message : String(error));
  } finally {
    if (server) await stopNginx(server);
    rmSync(prefix, { recursive: true, force: true });
  }
}

await main();
const failed = results.filter((ok) => !ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
