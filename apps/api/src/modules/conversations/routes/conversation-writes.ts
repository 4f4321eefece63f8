import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey, ThrottleRules } from '#api/plugins/throttle.ts';

/** Every message and report counts against the account's limit and the client address's. */
export const throttleConversationWrites = (app: FastifyInstance) => async (request: FastifyRequest) => {
  await app.ctx.throttle.take([
    [`conversation-write:${request.principal.role}:${request.principal.id}`, ThrottleRules.conversationWritesPerAccount],
    [`conversation-write-ip:${clientKey(request.ip)}`, ThrottleRules.conversationWritesPerIp],
  ]);
};

/** A message's image: private to its readers, never cached, never sniffed, never run as a page. */
export function sendMessageImage(reply: FastifyReply, image: { content: Buffer; contentType: string }) {
  return reply
    .type(image.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(image.content);
}
