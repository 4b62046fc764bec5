import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the sink received, decoded as a mail client shows it. */
export interface SunkMail {
  /** The envelope's recipients (RCPT TO), lower case. */
  to: string[];
  /** The envelope's sender (MAIL FROM). */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The message as it arrived, headers and MIME parts included. */
  raw: string;
}

/** A real SMTP server on a random local port that keeps every message it is given. */
export interface SmtpSink {
  /** The `SMTP_URL` that sends mail here. */
  url: string;
  port: number;
  /** Every message received so far, in order of arrival. */
  messages: SunkMail[];
  /** The first message (received already or later) that matches; rejects after `timeoutMs`. */
  waitFor(match: (mail: SunkMail) => boolean, timeoutMs?: number): Promise<SunkMail>;
  close(): Promise<void>;
}

/**
 * Starts the local SMTP sink the tests send mail to — API tests through `SMTP_URL` and the jobs
 * worker, browser journeys through the e2e server's `SMTP_URL`. Plain SMTP on 127.0.0.1, no
 * authentication; messages are parsed with mailparser so tests read decoded text and headers.
 * @example const sink = await startSmtpSink(); … const mail = await sink.waitFor((m) => m.to.includes('ada@example.com'));
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const mail: SunkMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw: raw.toString('utf8'),
            };
            messages.push(mail);
            arrivals.emit('mail', mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMail = (mail: SunkMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          arrivals.off('mail', onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail);
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        arrivals.on('mail', onMail);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
