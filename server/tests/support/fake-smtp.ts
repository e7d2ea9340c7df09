import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../config/config';

/** Just enough SMTP for nodemailer to hand over a message; each message's raw text lands in `messages`. */
export async function startFakeSmtp() {
  const messages: string[] = [];
  const waiting: Array<() => void> = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK\r\n');
          waiting.splice(0).forEach((wake) => wake());
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Resolves once a message has arrived. */
    nextMessage: () => new Promise<void>((resolve) => (messages.length > 0 ? resolve() : waiting.push(resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For one describe block, called before its useTestServer: a fake SMTP server, and `settings` (the
 * test server's) sending through it, as the centre and as the discreet sender of a family's mail.
 * `mailTo` lists what arrived for one address.
 */
export function useFamilyMail(settings: Partial<ServerConfig>) {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    settings.smtp = {
      url: smtp.url,
      from: 'Sakina Wellness <team@sakinawellness.example>',
      familyFrom: 'notices@quiet-mail.example',
      to: 'admissions@example.com',
    };
  });
  afterAll(() => smtp?.close());
  return {
    mailTo: (to: string) =>
      (smtp?.messages ?? []).filter((raw) => new RegExp(`^To: ${to.replace('.', '\\.')}$`, 'im').test(raw)),
  };
}

/** A message's text part as its reader sees it: quoted-printable or base64 decoded. */
export function bodyOf(raw: string) {
  const [headers = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/content-transfer-encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding: quoted-printable/i.test(headers))
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}
