import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

export interface SiteFile {
  body: Buffer;
  type: string;
  etag: string;
  /** The body compressed, made on first use and kept; null when compressing is not worth it. */
  gzip: () => Buffer | null;
  brotli: () => Buffer | null;
}

function once(make: () => Buffer): () => Buffer {
  let made: Buffer | undefined;
  return () => (made ??= make());
}

function load(file: string): SiteFile {
  const body = readFileSync(file);
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  if (!COMPRESSIBLE.test(type) || body.length < 256) return { body, type, etag, gzip: () => null, brotli: () => null };
  return {
    body,
    type,
    etag,
    gzip: once(() => gzipSync(body, { level: 9 })),
    brotli: once(() => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })),
  };
}

/**
 * Every file of the build, read once at start (and compressed once, when first asked for):
 * the site is small and never changes while the server runs (a new build means a restart).
 * Only files found here can be served, so no address can reach outside the build folder.
 */
export function loadSite(distDir: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.set(path.relative(distDir, full).split(path.sep).join('/'), load(full));
    }
  };
  walk(distDir);
  return files;
}
