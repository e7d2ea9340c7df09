import { parseArgs } from 'node:util';
import { readConfig } from '../config/config';
import { runCommand } from './run-command';
import { fail } from './command-line';

const USAGE = `Usage: npm run audit -- [--reference SW-XXXXX] [--staff EMAIL] [--since YYYY-MM-DD]
Prints the audit trail, oldest first: when, who, from which address, what, and about which enquiry or account.`;

try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      reference: { type: 'string' },
      staff: { type: 'string' },
      since: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) fail(USAGE);
  if (values.since !== undefined && Number.isNaN(Date.parse(values.since)))
    fail(`--since must be a date such as 2026-11-01.\n\n${USAGE}`);
  const reference = values.reference?.trim().toUpperCase();
  console.log(
    await runCommand(readConfig(), {
      command: 'audit',
      reference,
      staff: values.staff,
      since: values.since && new Date(values.since).toISOString(),
    }),
  );
} catch (error) {
  fail(error instanceof Error ? `${error.message}\n\n${USAGE}` : String(error));
}
