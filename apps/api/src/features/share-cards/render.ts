// The 1200×630 JPEG a link preview shows (WhatsApp, Facebook): the cover photo under the name, or
// a designed card with name, category, place and stars, drawn as SVG and rasterised by sharp.
import sharp from 'sharp';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardContent {
  title: string;
  /** Category, or what the page lists. */
  subtitle: string;
  place: string;
  /** 1–5, or 0 for none. */
  stars: number;
  /** The cover photo (any format sharp reads), drawn behind the text. */
  photo?: Buffer | undefined;
}

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Splits a long name over at most two lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [''];
  for (const word of words) {
    const current = out.at(-1)!;
    if (current && `${current} ${word}`.length > width) {
      if (out.length === 2) {
        out[1] = `${current.slice(0, width - 1).trimEnd()}…`;
        return out;
      }
      out.push(word);
    } else out[out.length - 1] = current ? `${current} ${word}` : word;
  }
  return out.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
}

function overlaySvg(card: CardContent, onPhoto: boolean): string {
  const font = "font-family='DejaVu Sans, Liberation Sans, Arial, sans-serif'";
  const title = lines(card.title, 30);
  const titleY = onPhoto ? 430 - (title.length - 1) * 70 : 250;
  const stars = Math.max(0, Math.min(5, Math.round(card.stars)));
  const starText = stars > 0 ? `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}` : '';
  const background = onPhoto
    ? `<defs><linearGradient id='shade' x1='0' y1='0' x2='0' y2='1'>
        <stop offset='0.35' stop-color='#000' stop-opacity='0'/>
        <stop offset='1' stop-color='#000' stop-opacity='0.78'/></linearGradient></defs>
       <rect width='1200' height='630' fill='url(#shade)'/>`
    : `<defs><linearGradient id='sea' x1='0' y1='0' x2='1' y2='1'>
        <stop offset='0' stop-color='#0b4f8a'/><stop offset='1' stop-color='#0f766e'/></linearGradient></defs>
       <rect width='1200' height='630' fill='url(#sea)'/>
       <circle cx='1090' cy='90' r='230' fill='#ffffff' fill-opacity='0.07'/>
       <circle cx='1150' cy='560' r='160' fill='#ffffff' fill-opacity='0.05'/>`;
  const text = [
    ...title.map(
      (line, i) =>
        `<text x='72' y='${titleY + i * 70}' ${font} font-size='60' font-weight='bold' fill='#fff'>${escapeXml(line)}</text>`,
    ),
    `<text x='72' y='${titleY + title.length * 70 - 6}' ${font} font-size='34' fill='#e0f2fe'>${escapeXml(
      [card.subtitle, card.place].filter(Boolean).join(' · ').slice(0, 70),
    )}</text>`,
    starText
      ? `<text x='72' y='${titleY + title.length * 70 + 54}' ${font} font-size='40' fill='#fbbf24'>${starText}</text>`
      : '',
    `<text x='72' y='${onPhoto ? 80 : 110}' ${font} font-size='30' font-weight='bold' fill='#fff' fill-opacity='0.92'>Directorio RD</text>`,
  ].join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='630'>${background}${text}</svg>`;
}

export async function renderCard(card: CardContent): Promise<Buffer> {
  const base = card.photo
    ? sharp(card.photo, { limitInputPixels: 40_000_000 }).resize(CARD_WIDTH, CARD_HEIGHT, {
        fit: 'cover',
      })
    : sharp({
        create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: '#0b4f8a' },
      });
  const overlay = Buffer.from(overlaySvg(card, card.photo !== undefined));
  return base
    .composite([{ input: overlay, top: 0, left: 0 }])
    .flatten({ background: '#0b4f8a' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
