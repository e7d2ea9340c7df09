import { createServer } from 'node:net';

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
