import { parseArgs } from 'node:util';
import { PASSWORD_LENGTH } from '#contracts/limits';
import { readConfig } from '../config/config';
import { needsPassword, type StaffCommand } from '../admin/commands';
import { runCommand } from './run-command';
import { fail, messageOf } from './command-line';

const USAGE = `Usage:
  npm run staff -- add EMAIL --role admissions|manager|admin|clinical [--name "Full Name"] [--language en|ar]
  npm run staff -- password EMAIL
  npm run staff -- disable EMAIL
  npm run staff -- reset-2fa EMAIL
  npm run staff -- list
The password is read from standard input when it is not a terminal, and asked for otherwise.`;

async function readStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk as string;
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed. */
function ask(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') fail('\nCancelled.');
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const first = await ask(`New password (${PASSWORD_LENGTH.min} characters at least): `);
  const second = await ask('The same again: ');
  if (first !== second) fail('The two passwords differ; nothing changed.');
  return first;
}

function parse(): StaffCommand {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, email] = positionals;
  if (values.help || !command) fail(USAGE);
  if (command === 'list') return { command };
  if (command !== 'add' && command !== 'password' && command !== 'disable' && command !== 'reset-2fa') fail(USAGE);
  if (!email) fail(`${command} needs an EMAIL.\n\n${USAGE}`);
  if (command === 'add' && !values.role) fail(`add needs --role admissions, manager, admin or clinical.\n\n${USAGE}`);
  return { command, email, role: values.role, name: values.name, language: values.language };
}

let command: StaffCommand;
let config: ReturnType<typeof readConfig>;
try {
  command = parse();
  config = readConfig();
} catch (error) {
  fail(messageOf(error));
}
if (needsPassword(command)) command.password = await readPassword();
// Where the enrolment links it prints point: this site's public address.
command.site = config.publicUrl;

try {
  console.log(await runCommand(config, command));
} catch (error) {
  fail(messageOf(error));
}
