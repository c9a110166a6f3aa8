// Reviews that reached the owner, as the browser tests need them: written anonymously with an
// e-mail, then confirmed through the link of the e-mail (read from the outbox, as an
// administrator does when no SMTP server is configured).
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

interface Outbox {
  messages: { to: string; text: string }[];
}

/** The confirmation token of the newest message to `email`, read as an administrator. */
export async function mailedReviewToken(browser: Browser, email: string): Promise<string> {
  const admin = await browser.newContext({ baseURL: baseUrl() });
  try {
    const signedIn = await admin.request.post('/api/auth/login', {
      headers: { origin: baseUrl() },
      data: { username: 'admin', password: 'Admin2026!' },
    });
    expect(signedIn.status()).toBe(200);
    let token = '';
    const pattern = /\/resenas\/confirmar\?token=([\w%-]+)/;
    await expect
      .poll(
        async () => {
          const answer = await admin.request.get('/api/admin/mail?pageSize=50');
          const outbox = (await answer.json()) as Outbox;
          const mail = outbox.messages.find((m) => m.to === email && pattern.test(m.text));
          token = decodeURIComponent(pattern.exec(mail?.text ?? '')?.[1] ?? '');
          return token !== '';
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    return token;
  } finally {
    await admin.close();
  }
}

/** A visitor's review, sent and confirmed through the API (a fresh context: no one's cookie). */
export async function writeConfirmedReview(
  browser: Browser,
  businessId: number,
  review: { rating: number; comment: string; reviewerName?: string },
): Promise<void> {
  const email = `resena.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@correo.do`;
  const visitor = await browser.newContext({ baseURL: baseUrl() });
  try {
    const headers = { origin: baseUrl() };
    const sent = await visitor.request.post(`/api/businesses/${businessId}/reviews`, {
      data: { ...review, reviewerEmail: email },
      headers,
    });
    expect(sent.status()).toBe(201);
    const token = await mailedReviewToken(browser, email);
    const confirmed = await visitor.request.post('/api/reviews/confirm', {
      data: { token },
      headers,
    });
    expect(confirmed.status()).toBe(200);
  } finally {
    await visitor.close();
  }
}
