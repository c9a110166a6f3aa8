// Reads the one photo of a multipart request (and the short text fields sent before it), turning
// @fastify/multipart's English refusals into the uploader's Spanish messages.
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from './messages';

export interface UploadedFile {
  bytes: Buffer;
  fields: Record<string, string>;
}

function translate(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return badRequest(UPLOAD_MESSAGES.notMultipart);
  return badRequest(UPLOAD_MESSAGES.badField);
}

export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  try {
    const part = await request.file({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 2000, parts: 6 },
    });
    if (!part) throw badRequest(UPLOAD_MESSAGES.noFile);
    const bytes = await part.toBuffer();
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const field = [value].flat()[0];
      if (field && field.type === 'field' && typeof field.value === 'string') {
        fields[name] = field.value;
      }
    }
    return { bytes, fields };
  } catch (error) {
    throw translate(error);
  }
}
