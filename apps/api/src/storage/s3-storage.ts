// The S3-compatible driver (AWS S3, MinIO, Cloudflare R2, Backblaze B2…): path-style requests
// signed with aws4fetch, a small maintained signer over fetch, instead of the full AWS SDK.
import { AwsClient } from 'aws4fetch';
import type { MediaSettings } from '../env';
import { isStorageKey, type MediaStorage } from './media-storage';

type S3Settings = Extract<MediaSettings, { driver: 's3' }>;

export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const urlOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return `${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${key}`;
  };
  const fail = async (action: string, key: string, response: Response) => {
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${action} ${key}: ${response.status} ${text.slice(0, 200)}`);
  };
  return {
    driver: 's3',
    put: async (key, body, contentType) => {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await fail('PUT', key, response);
    },
    get: async (key) => {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) await fail('GET', key, response);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    remove: async (key) => {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
    },
  };
}
