// Real image files for the upload tests, made with sharp, and the multipart body a browser sends.
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A photo with a left half and a right half of different colours (to see a rotation). */
export async function twoColourPhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  seed = 0,
): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const left = { r: 200, g: 30, b: (seed * 37) % 255 };
  const right = { r: 20, g: 60, b: 220 };
  const image = sharp({ create: { width, height, channels: 3, background: right } }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: left } },
      top: 0,
      left: 0,
    },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** A phone photo: EXIF orientation 6 (stored on its side) and a GPS position. */
export async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const plain = await twoColourPhoto(width, height);
  return sharp(plain)
    .withExif({
      IFD0: { Make: 'Telefono', Model: 'Prueba' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 47/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '70/1 41/1 1200/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A small PNG whose header claims `side`×`side` pixels (an image bomb), with a valid CRC. */
export async function pngBomb(side: number): Promise<Buffer> {
  const png = Buffer.from(await twoColourPhoto(300, 300, 'png'));
  // IHDR: length (4) 'IHDR' (4) width (4) height (4) … CRC over type and data.
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export function multipart(
  file: Buffer,
  options: { filename?: string; type?: string; fields?: Record<string, string> } = {},
) {
  const boundary = `----drd${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(options.fields ?? {})) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'foto.jpg'}"\r\n` +
        `Content-Type: ${options.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: {
      origin: 'http://localhost',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  };
}
