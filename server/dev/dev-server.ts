import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// In development Vite serves the pages; the server answers the API. Its own "site" just says where to go.
const dist = path.join(tmpdir(), 'sakina-dev-site');
mkdirSync(dist, { recursive: true });
const note =
  '<!doctype html><meta charset="utf-8"><title>Dev</title><p>In development the site is at <a href="http://localhost:5173">http://localhost:5173</a>.</p>';
for (const file of ['index.html', '404.html', 'app-shell.html']) writeFileSync(path.join(dist, file), note);
process.env.DIST_DIR = dist;

await import('../main');
