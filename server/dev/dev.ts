import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from '../config/config';

/**
 * `npm run dev`: the real server (restarted when its code changes) and Vite (hot reload,
 * /api and /ui passed to the server), together; Ctrl+C stops both. The msw mocks stay off.
 */
const apiPort = process.env.API_PORT ?? '3000';
const children: ChildProcess[] = [];

function run(name: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} stopped (${signal ?? code}); stopping the other one.`);
    stopAll();
    process.exitCode = code ?? 1;
  });
  children.push(child);
}

function stopAll() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

// The server serves no pages here (Vite does), but it reads a build folder: an empty one will do.
// On this machine only, so in demo mode unless DEMO=false: the demo account and samples to work with.
run('server', ['--watch', '--import', 'tsx', 'server/dev/dev-server.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  DEMO: process.env.DEMO ?? 'true',
});
// The site's own Vite config passes /api and /ui to the server when API_PORT is set (tools/vite/api-proxy.ts).
run('vite', ['node_modules/vite/bin/vite.js'], {
  API_PORT: apiPort,
  VITE_API_MOCKING: 'false',
});
