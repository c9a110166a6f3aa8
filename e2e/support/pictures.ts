// Pictures drawn by the page (a canvas), standing for what a phone's camera or files would give:
// photos, logos, receipts and documents for the upload flows.
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

export interface Drawing {
  width: number;
  height: number;
  type?: 'image/png' | 'image/jpeg';
  /** One colour, or a diagonal gradient from the first to the second. */
  background: string | [string, string];
  /** Rectangles on top, as [colour, x, y, width, height]. */
  boxes?: [string, number, number, number, number][];
  /** A line of text, as [colour, text, x, y] in 48 px sans-serif. */
  text?: [string, string, number, number];
}

/** The picture's file bytes (PNG unless `type` says JPEG). */
export async function drawnPicture(page: Page, drawing: Drawing): Promise<Buffer> {
  const dataUrl = await page.evaluate((d) => {
    const canvas = document.createElement('canvas');
    canvas.width = d.width;
    canvas.height = d.height;
    const context = canvas.getContext('2d')!;
    if (typeof d.background === 'string') {
      context.fillStyle = d.background;
    } else {
      const gradient = context.createLinearGradient(0, 0, d.width, d.height);
      gradient.addColorStop(0, d.background[0]);
      gradient.addColorStop(1, d.background[1]);
      context.fillStyle = gradient;
    }
    context.fillRect(0, 0, d.width, d.height);
    for (const [colour, x, y, w, h] of d.boxes ?? []) {
      context.fillStyle = colour;
      context.fillRect(x, y, w, h);
    }
    if (d.text) {
      context.fillStyle = d.text[0];
      context.font = '48px sans-serif';
      context.fillText(d.text[1], d.text[2], d.text[3]);
    }
    return canvas.toDataURL(d.type ?? 'image/png', 0.92);
  }, drawing);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * Uploads a drawn picture to an upload route as the signed-in page's browser would (its cookies,
 * the site's origin) and answers the route's JSON.
 */
export async function uploadDrawnPicture<T>(
  page: Page,
  url: string,
  drawing: Drawing,
  fileName: string,
): Promise<T> {
  const mimeType = drawing.type ?? 'image/png';
  const answer = await page.request.post(url, {
    headers: { origin: baseUrl() },
    multipart: { file: { name: fileName, mimeType, buffer: await drawnPicture(page, drawing) } },
  });
  if (answer.status() !== 201) throw new Error(`${url}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}
