import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpTestServer {
  url: string;
  messages: CapturedMail[];
  /** Resolves when `count` messages have been received. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Just enough of an SMTP server to receive a message: greeting 220, 250 to EHLO/HELO, MAIL, RCPT
 * and RSET, 354 to DATA, 250 after the terminating dot, 221 to QUIT.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let mail: CapturedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    reply('220 localhost test SMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mail.data = data.join('\r\n');
            messages.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 OK queued');
            waiters.splice(0).forEach((wake) => wake());
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          mail.from = line.slice(10).trim();
          reply('250 OK');
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8).trim());
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async received(count) {
      while (messages.length < count) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A local port with nothing listening on it. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
