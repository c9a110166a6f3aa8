// The mailbox of the browser tests' server (support/mail-catcher.ts): the newest message to an
// address whose text matches, polled while the outbox drains (every 5 s).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import type { CaughtMail } from './mail-catcher';

/** The first match of `pattern` in the newest message to `email`. */
export async function mailedMatch(email: string, pattern: RegExp): Promise<RegExpExecArray> {
  const folder = inject('mailDir');
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const names = (await readdir(folder)).sort().reverse();
        for (const name of names) {
          const mail = JSON.parse(await readFile(join(folder, name), 'utf8')) as CaughtMail;
          if (!mail.to.split(',').includes(email)) continue;
          found = pattern.exec(mail.text);
          if (found) break;
        }
        return found !== null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
