import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  value: Uint8Array | string;
  fileName?: string;
  contentType?: string;
}

/**
 * A multipart/form-data body as one buffer with its exact length. Built by hand rather than
 * with FormData so the bytes sent do not depend on which fetch (or test sandbox) streams them.
 */
export function multipartBody(parts: readonly MultipartPart[]): {
  body: Buffer;
  contentType: string;
} {
  const boundary = `----reedmere${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.fileName !== undefined) head += `; filename="${part.fileName}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
