import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * What a restore into `dataDir` may take back if it fails, so a refused restore leaves nothing
 * behind (and a retry is not refused as "not empty"): the outermost folder it creates, when
 * `dataDir` does not exist yet, or else whatever appears in it that was not there before. Nothing
 * that was there is touched. Call before the database is opened; the answer undoes.
 */
export function undoRestoreInto(dataDir: string): () => void {
  let created: string | null = null;
  for (let folder = path.resolve(dataDir); !existsSync(folder); folder = path.dirname(folder)) created = folder;
  if (created) {
    const outermost = created;
    return () => rmSync(outermost, { recursive: true, force: true });
  }
  const before = new Set(readdirSync(dataDir));
  return () => {
    for (const name of readdirSync(dataDir))
      if (!before.has(name)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  };
}
