import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir` whose bytes contain `text`: what the "no readable trace in DATA_DIR" tests look for. */
export function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile() && readFileSync(file).includes(needle))
    .map((file) => path.relative(dir, file));
}
