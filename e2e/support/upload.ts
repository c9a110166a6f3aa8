// A photo uploaded through the site's own route from the signed-in page (images come only from
// this site's storage: a test cannot name an outside address any more).
import type { Page } from 'playwright-core';

/** Draws a 1200×800 JPEG of one colour in the page and uploads it; the URL the server answers. */
export async function uploadPhoto(
  page: Page,
  colour = '#0e7490',
  purpose: 'logo' | 'cover' | 'gallery' = 'gallery',
): Promise<string> {
  const answer = await page.evaluate(
    async ({ colour, purpose }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 800;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 1200, 800);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/jpeg'));
      const form = new FormData();
      form.append('file', blob, 'foto.jpg');
      const response = await fetch(`/api/uploads/photos?purpose=${purpose}`, {
        method: 'POST',
        credentials: 'include',
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { url?: string } };
    },
    { colour, purpose },
  );
  if (answer.status !== 201 || !answer.body.url) {
    throw new Error(`upload failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.url;
}
