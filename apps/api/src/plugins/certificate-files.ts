import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentTypeOf, DOWNLOAD_ONLY_HEADERS, type FileStorage, isSafeFileName, PUBLIC_FILE_CACHE_CONTROL } from './storage.ts';

/**
 * PDF certificates of authenticity at `/certificates/{name}`, from disk or the bucket alike: anyone may
 * fetch one (the artwork page links it), but only as a download that the browser never renders as a
 * page of this origin (ADR 0029). A certificate is at most 5 MB, so it is read whole.
 */
export default fp(
  async (app: FastifyInstance, options: { storage: FileStorage }) => {
    app.get<{ Params: { name: string } }>('/certificates/:name', { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params;
      if (!isSafeFileName(name)) return reply.callNotFound();
      let content: Buffer;
      try {
        content = await options.storage.read(`/certificates/${name}`);
      } catch (error) {
        if (isMissingFile(error)) return reply.callNotFound();
        throw error;
      }
      return reply
        .headers(DOWNLOAD_ONLY_HEADERS)
        .header('content-type', contentTypeOf(name))
        .header('cache-control', PUBLIC_FILE_CACHE_CONTROL)
        .send(content);
    });
  },
  { name: 'certificate-files' },
);

/** No such file on disk (ENOENT) or in the bucket (NoSuchKey); anything else is a real failure. */
function isMissingFile(error: unknown): boolean {
  const { code, name } = error as { code?: string; name?: string };
  return code === 'ENOENT' || name === 'NoSuchKey' || name === 'NotFound';
}
