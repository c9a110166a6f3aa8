// Where messages go: an SMTP server through nodemailer when SMTP_URL is set; otherwise the server
// log, the outbox table keeping the message for administrators (docs/decisions/009-mail.md).
import { createTransport } from 'nodemailer';
import type { Env } from '../../env';

export interface MailToSend {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  name: 'smtp' | 'log';
  send(message: MailToSend): Promise<void>;
}

export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
  log: (line: string) => void,
): Mailer {
  if (!env.SMTP_URL) {
    return {
      name: 'log',
      send(message) {
        log(`Correo para ${message.to}: ${message.subject}\n${message.text}`);
        return Promise.resolve();
      },
    };
  }
  // A slow or silent server must fail the attempt (and be retried), not hold the queue.
  const transport = createTransport({
    url: env.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from: env.MAIL_FROM, ...message });
    },
  };
}
