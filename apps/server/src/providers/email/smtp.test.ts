import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpMailer } from './smtp.ts';
import { renderEmail } from './templates.ts';

type Received = { from: string; to: string[]; raw: string; user: string | undefined };

/** A local SMTP server that keeps what it receives. */
async function startServer(options: { secure?: boolean; users?: Record<string, string> } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: options.secure ?? false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: options.secure ? [] : ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.users?.[auth.username ?? ''] === auth.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  servers.push(server);
  return { port, received };
}

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
  );
});

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8'),
  );

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');

/** The decoded subject and text/html parts of a raw message (enough MIME for these tests). */
function read(raw: string) {
  const unfold = (head: string) => head.replace(/\r?\n[ \t]+/g, ' ');
  const split = (chunk: string) => {
    const at = chunk.search(/\r?\n\r?\n/);
    return { head: unfold(chunk.slice(0, at)), body: chunk.slice(at).replace(/^\r?\n\r?\n/, '') };
  };
  const message = split(raw);
  const boundary = /boundary="?([^";\s]+)"?/i.exec(message.head)?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => split(p.replace(/^\r?\n/, '')))
    : [message];
  const part = (type: string) => {
    const found = parts.find((p) => new RegExp(`^Content-Type: ${type}`, 'im').test(p.head));
    if (!found) return '';
    const body = found.body.replace(/\r?\n$/, '');
    if (/^Content-Transfer-Encoding: base64/im.test(found.head))
      return Buffer.from(body, 'base64').toString('utf8');
    if (/^Content-Transfer-Encoding: quoted-printable/im.test(found.head))
      return decodeQuotedPrintable(body);
    return body;
  };
  const subject = decodeWords(/^Subject: (.*)$/im.exec(message.head)?.[1] ?? '');
  return { subject, text: part('text/plain'), html: part('text/html') };
}

const data = {
  sellerName: 'Maria <Loja> & Cia',
  amount: 10000,
  payout: 9633,
  fee: 367,
  pixKey: 'maria@example.com',
  withdrawalId: 'b7b6a7a0-1f7e-4a0e-9f3e-1b2c3d4e5f60',
  appUrl: 'https://app.repasse.dev',
};

describe('SMTP mailer', () => {
  it('delivers to, subject, text and HTML through an SMTP server', async () => {
    const { port, received } = await startServer();
    const email = renderEmail('withdrawal.completed', 'pt-BR', data);
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Repasse <no-reply@repasse.dev>');
    await mailer.send({ to: 'maria@example.com', ...email });
    mailer.close();
    expect(received).toHaveLength(1);
    const message = received[0] as Received;
    expect(message.from).toBe('no-reply@repasse.dev');
    expect(message.to).toEqual(['maria@example.com']);
    expect(message.raw).toMatch(/^To: maria@example\.com$/m);
    const decoded = read(message.raw);
    expect(decoded.subject).toBe(email.subject);
    expect(decoded.subject).toBe('Saque concluído: R$\u00a096,33 enviado para sua chave Pix');
    expect(decoded.text).toContain('Seu saque de R$\u00a0100,00 foi concluído');
    expect(decoded.html).toContain('Maria &lt;Loja&gt; &amp; Cia');
  });

  it('authenticates with the user and password of the URL', async () => {
    const { port, received } = await startServer({
      users: { 'repasse@example.com': 's3cr3t/pass' },
    });
    const email = renderEmail('withdrawal.rejected', 'en', {
      ...data,
      reason: 'Documents pending',
    });
    const mailer = smtpMailer(
      `smtp://${encodeURIComponent('repasse@example.com')}:${encodeURIComponent('s3cr3t/pass')}@127.0.0.1:${port}`,
      'no-reply@repasse.dev',
    );
    await mailer.send({ to: 'seller@example.com', ...email });
    mailer.close();
    expect(received[0]?.user).toBe('repasse@example.com');
    expect(read(received[0]?.raw ?? '').text).toContain('Reason: Documents pending.');
  });

  it('fails when the server refuses the credentials', async () => {
    const { port } = await startServer({ users: { u: 'right' } });
    const mailer = smtpMailer(`smtp://u:wrong@127.0.0.1:${port}`, 'no-reply@repasse.dev');
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    mailer.close();
  });

  it('speaks TLS from the start with smtps://', async () => {
    const { port, received } = await startServer({ secure: true });
    const mailer = smtpMailer(
      `smtps://127.0.0.1:${port}?tls.rejectUnauthorized=false`,
      'no-reply@repasse.dev',
    );
    await mailer.send({
      to: 'tls@example.com',
      subject: 'Over TLS',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    mailer.close();
    expect(received[0]?.to).toEqual(['tls@example.com']);
    expect(read(received[0]?.raw ?? '').subject).toBe('Over TLS');
  });
});
