// Reviews that reached the owner, as the browser tests need them: written anonymously with an
// e-mail, then confirmed through the link of the e-mail (read from the test mailbox: the
// admins' outbox view masks every token).
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';
import { mailedMatch } from './mailbox';

/** The confirmation token of the newest message to `email`, as its reader gets it. */
export async function mailedReviewToken(email: string): Promise<string> {
  const match = await mailedMatch(email, /\/resenas\/confirmar\?token=([\w%-]+)/);
  return decodeURIComponent(match[1]!);
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
    const token = await mailedReviewToken(email);
    const confirmed = await visitor.request.post('/api/reviews/confirm', {
      data: { token },
      headers,
    });
    expect(confirmed.status()).toBe(200);
  } finally {
    await visitor.close();
  }
}
