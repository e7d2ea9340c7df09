import { parseArgs } from 'node:util';

/** What the staff, audit, backup and restore commands share on the command line. */

/** Prints `message` to standard error and ends the command with status 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The command's one FILE argument; anything else prints `usage` and fails. */
export function fileArgument(usage: string): string {
  const { positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(usage);
  return file;
}

/** An Error's message for the operator, whatever was thrown. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
