#!/usr/bin/env node
/**
 * A production install, as the README's deploy steps make it, in a throw-away copy of the work
 * tree: `npm ci && npm run build && npm prune --omit=dev`, then proves that no build or test
 * tool is left (tsx, vite, vitest) and that `npm start` — plain `node`, no TypeScript
 * toolchain — serves `/` and stores an enquiry (201) on a loopback port.
 *
 * Usage: node tests/production/check-install.mjs
 * NODE_BIN=/path/to/node runs the install and the start with another Node (CI: Node 24 LTS).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const node = process.env.NODE_BIN ?? process.execPath;
const work = mkdtempSync(path.join(tmpdir(), 'sakina-production-'));
const copy = path.join(work, 'site');
// The Node whose npm runs the scripts comes first on the PATH, so every `node` they start is that one.
const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`, CI: 'true' };
delete env.NODE_ENV;

function run(command, args, options = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd: copy, env, stdio: 'inherit', ...options });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// A ceiling that stops a hung start, not a budget: a loaded machine makes the start slower, never a failure.
async function waitForServer(url, child, seconds = 10 * 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start stopped (exit ${child.exitCode}) before it served`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return response;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`npm start did not answer ${url} in ${seconds} s`);
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/** Whether any process of the group still runs; a zombie (state Z) waits only to be reaped. */
function groupAlive(pgid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended while we looked
    }
    // pid (comm) state ppid pgrp …: comm may hold spaces, so read after its closing parenthesis.
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === pgid && state !== 'Z') return true;
  }
  return false;
}

let child;
try {
  // The tracked files and the untracked ones git does not ignore: what a clone of this work tree holds.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(repo, file)));
  mkdirSync(copy);
  for (const file of files) cpSync(path.join(repo, file), path.join(copy, file), { recursive: true });
  console.log(`Node ${execFileSync(node, ['--version']).toString().trim()}, in ${copy}`);

  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  run('npm', ['run', 'build']);
  run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error']);
  const left = ['tsx', 'vite', 'vitest', 'typescript', '@playwright/test'].filter((name) =>
    existsSync(path.join(copy, 'node_modules', name)),
  );
  if (left.length > 0) throw new Error(`A production install still holds ${left.join(', ')}`);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  child = spawn('npm', ['start'], {
    cwd: copy,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data') },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const home = await waitForServer(`${url}/`, child);
  if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
  // The consent wording's version, as the prerendered form carries it on its checkbox.
  const form = await (await fetch(`${url}/admissions`)).text();
  const consentVersion = form.match(/<input[^>]*name="consent"[^>]*>/)?.[0].match(/value="([0-9a-f]{8})"/)?.[1];
  if (!consentVersion) throw new Error('GET /admissions holds no consent checkbox with its version');
  const stored = await fetch(`${url}/api/enquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({
      forWhom: 'self',
      name: 'Production check',
      phone: { country: 'AE', dialCode: '+971', national: '501234567', e164: '+971501234567' },
      contactMethod: 'phone',
      preferredTime: 'any',
      programme: 'notSure',
      message: '',
      consent: true,
      consentVersion,
      language: 'en',
    }),
  });
  const body = await stored.json();
  if (stored.status !== 201 || typeof body.reference !== 'string')
    throw new Error(`POST /api/enquiries answered ${stored.status} ${JSON.stringify(body)}`);
  console.log(`production install: no build tools left; GET / 200; POST /api/enquiries 201 ${body.reference}`);
} finally {
  // npm start runs node as its child: end the whole group, and wait until every member is gone —
  // npm exits at once, while the server still closes its database and writes into the folder.
  if (child?.pid) {
    signalGroup(child.pid, 'SIGTERM');
    const deadline = Date.now() + 30_000;
    while (groupAlive(child.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (groupAlive(child.pid)) signalGroup(child.pid, 'SIGKILL');
    while (groupAlive(child.pid)) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rmSync(work, { recursive: true, force: true, maxRetries: 5 });
}
