import Fastify, { type FastifyPluginAsync } from 'fastify';

/** Serves a provider stand-in's plugin on a free local port and answers its base URL. */
export async function listenOnFreePort(plugin: FastifyPluginAsync) {
  const server = Fastify();
  await server.register(plugin);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { baseUrl, close: () => server.close() };
}
