import fs from 'node:fs';
import { PGlite, type Extension } from '@electric-sql/pglite';

interface NodeStream {
  nfd?: number;
}

/**
 * PGlite starts PostgreSQL with fsync off (`-F`), and its Node file layer answers fsync without
 * doing it (electric-sql/pglite#1107), so a commit reached the OS's cache, not the disk: a power
 * cut could lose acknowledged enquiries. These put both back: the start without `-F`, and the WAL
 * synced with fsync (PGlite's fdatasync is a no-op), which the file layer now passes to the disk.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

export const fsyncToDisk: Extension = {
  name: 'fsync-to-disk',
  setup: async (_pg, emscriptenOpts: { preRun?: unknown[] }) => ({
    emscriptenOpts: {
      ...emscriptenOpts,
      preRun: [
        ...(emscriptenOpts.preRun ?? []),
        (mod: { NODEFS: { stream_ops: { fsync?: (stream: NodeStream) => number } } }) => {
          mod.NODEFS.stream_ops.fsync = (stream) => {
            // A folder's stream has no Node descriptor of its own.
            if (typeof stream.nfd === 'number') fs.fsyncSync(stream.nfd);
            return 0;
          };
        },
      ],
    },
  }),
};
