import path from 'node:path';
import { spriteOf } from '../tools/vite/sprite-symbols';

/** The shapes inside each `<symbol>` of the sprite the build makes from src/, by the symbol's id. */
export async function spriteSymbols(): Promise<Map<string, string>> {
  const { source } = await spriteOf(path.resolve('src'));
  return new Map(
    [...source.matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g)].map(([, id = '', inside = '']) => [id, inside]),
  );
}
