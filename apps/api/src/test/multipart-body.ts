import { Readable } from 'node:stream';
import { bearer } from './factories.ts';

/** Multipart bodies written by hand, so a test chooses the order of parts and how fast they come. */
const BOUNDARY = 'art-market-test-boundary';

export type Part = { name: string; value: string } | { name: string; fileName: string; content: Buffer; junkBytes?: number };

export interface StreamedBody {
  stream: Readable;
  /** Bytes the server has pulled from the body so far. */
  pulled: () => number;
  total: number;
}

/**
 * A multipart body produced only as the server reads it, so what it pulled shows how far it read. A
 * file part's `junkBytes` follow its content in 64 kB chunks; `gate` holds the body after its first chunk.
 */
export function streamedBody(parts: Part[], gate?: Promise<void>): StreamedBody {
  const chunks: (Buffer | number)[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n`;
    chunks.push(Buffer.concat([Buffer.from(`${head}Content-Type: application/octet-stream\r\n\r\n`), part.content]));
    if (part.junkBytes) chunks.push(part.junkBytes);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const total = chunks.reduce<number>((sum, chunk) => sum + (typeof chunk === 'number' ? chunk : chunk.length), 0);
  let pulled = 0;
  async function* produce() {
    let first = true;
    for (const chunk of chunks) {
      if (typeof chunk !== 'number') {
        pulled += chunk.length;
        yield chunk;
      } else {
        for (let left = chunk; left > 0; left -= 64 * 1024) {
          const piece = Buffer.alloc(Math.min(64 * 1024, left), 0x41);
          pulled += piece.length;
          yield piece;
        }
      }
      if (first && gate) await gate;
      first = false;
    }
  }
  return { stream: Readable.from(produce(), { objectMode: false }), pulled: () => pulled, total };
}

export const multipartHeaders = (token?: string) => ({
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  ...(token ? bearer(token) : {}),
});
