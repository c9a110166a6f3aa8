// A real SMTP server on 127.0.0.1 for the browser tests' server: every message it receives is
// written to a folder as JSON. The tests read mailed links there, as the person mailed would:
// the admins' outbox view masks every token (docs/decisions/015-hardening-after-review.md).
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

export async function startMailCatcher(folder: string) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
          const caught: CaughtMail = {
            to: to.join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          };
          count += 1;
          await writeFile(join(folder, `${Date.now()}-${count}.json`), JSON.stringify(caught));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
