import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STAGE_LABELS } from '#contracts/pipeline';

/** Every source file of the site and the server, tests set aside. */
const sources = ['src', 'server']
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)),
  )
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/(^|\/)tests\/|\.test\.tsx?$/.test(file))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));

/** The files that write `words` as a string (Prettier writes every string literal in single quotes). */
const filesWriting = (words: string) =>
  sources.filter(({ text }) => text.includes(`'${words}'`)).map(({ file }) => file);

/**
 * Words a stage shares with another list, which may say them too: the withdrawal page's "Closed" is
 * the family's view of their enquiry (its Arabic, «مُغلق», is its own).
 */
const HOMONYMS: Record<string, string[]> = {
  Closed: ['src/features/enquiry/content/withdrawal-wording.ts'],
  // The adjective "new" agreeing with a count («استفسار واحد جديد»), not the stage.
  جديد: ['src/features/inbox/content/inbox-wording.ts'],
};

const labels = Object.entries(STAGE_LABELS).flatMap(([stage, words]) => [
  [stage, 'en', words.en] as const,
  [stage, 'ar', words.ar] as const,
]);

describe('the stages are worded once, beside their codes', () => {
  it.each(labels)('the words of %s in %s (%s) are written in src/contracts/pipeline.ts alone', (...[, , words]) => {
    const files = filesWriting(words).filter((file) => !(HOMONYMS[words] ?? []).includes(file));
    expect(files).toEqual(['src/contracts/pipeline.ts']);
  });
});
