import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type S3Settings, S3Storage } from './s3-storage.ts';
import { downloadOnlyHeadersOf, type FilesAdapter, isSafeFileName, PUBLIC_AREAS, PUBLIC_FILE_CACHE_CONTROL } from './storage.ts';

/**
 * Files in an S3-compatible bucket. Public files are streamed through the API at the same addresses
 * and with the same caching answers as from disk (ADR 0019); the bucket itself stays private.
 */
export function bucketFiles(settings: S3Settings): FilesAdapter {
  const storage = new S3Storage(settings);
  return {
    storage,
    servePublicFiles: fp(
      async (app) => {
        await storage.checkBucket();
        app.addHook('onClose', async () => storage.close());
        for (const area of PUBLIC_AREAS) {
          // HEAD is its own route: Fastify's automatic one would answer a Content-Length of 0.
          app.route<{ Params: { name: string } }>({
            method: ['GET', 'HEAD'],
            url: `/${area}/:name`,
            schema: { hide: true },
            handler: (request, reply) =>
              isSafeFileName(request.params.name)
                ? sendPublicFile(storage, storage.keyOf(area, request.params.name), request, reply)
                : reply.callNotFound(),
          });
        }
      },
      { name: 'files' },
    ),
  };
}

/** One byte range, the only kind S3 serves; others get the whole file, as from disk. */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

async function sendPublicFile(storage: S3Storage, key: string, request: FastifyRequest, reply: FastifyReply) {
  const input = { Bucket: storage.bucket, Key: key, ...conditionsOf(request) };
  try {
    // The bucket answers the validators and the range itself, so a revalidation costs no body.
    const answer =
      request.method === 'HEAD'
        ? await storage.client.send(new HeadObjectCommand(input))
        : await storage.client.send(new GetObjectCommand(input));
    reply
      .status(answer.ContentRange ? 206 : 200)
      .header('accept-ranges', 'bytes')
      .header('cache-control', PUBLIC_FILE_CACHE_CONTROL)
      .header('content-type', answer.ContentType ?? 'application/octet-stream')
      .header('content-length', answer.ContentLength)
      // A PDF certificate stored here before they had their own area is still served, as a download only.
      .headers(downloadOnlyHeadersOf(key));
    if (answer.ETag) reply.header('etag', answer.ETag);
    if (answer.LastModified) reply.header('last-modified', answer.LastModified.toUTCString());
    if (answer.ContentRange) reply.header('content-range', answer.ContentRange);
    return reply.send('Body' in answer ? (answer.Body as Readable) : undefined);
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 404) return reply.callNotFound();
    if (status === 304) return sendNotModified(request, reply);
    if (status === 416) {
      const size = (error as { ActualObjectSize?: string }).ActualObjectSize;
      if (size) reply.header('content-range', `bytes */${size}`);
      return reply.status(416).send({ message: 'Range Not Satisfiable' });
    }
    throw error;
  }
}

/** If-None-Match wins over If-Modified-Since when both are sent, as HTTP says (S3 would weigh both). */
function conditionsOf(request: FastifyRequest) {
  const { range, 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
  const since = ifModifiedSince ? new Date(ifModifiedSince) : undefined;
  return {
    Range: range && SINGLE_RANGE.test(range) ? range : undefined,
    IfNoneMatch: ifNoneMatch,
    IfModifiedSince: !ifNoneMatch && since && !Number.isNaN(since.getTime()) ? since : undefined,
  };
}

/** The SDK hands over no headers with the bucket's 304: the tag the browser sent is the one that matched. */
function sendNotModified(request: FastifyRequest, reply: FastifyReply) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && !ifNoneMatch.includes(',')) reply.header('etag', ifNoneMatch.trim());
  return reply.status(304).header('cache-control', PUBLIC_FILE_CACHE_CONTROL).header('accept-ranges', 'bytes').send();
}
