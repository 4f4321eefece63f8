import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CatalogCachePeers } from '#api/modules/catalog/catalog-cache.ts';

/**
 * Catalogue clears over Redis pub/sub: a write on one instance tells every other instance to drop its
 * copy at once. Pub/sub keeps no messages, so a subscriber that was cut off drops its copy when it is
 * back (it may have missed a clear); a publish that fails is logged, and the cache's time limit bounds
 * what the others then show.
 */
export class RedisCacheClearChannel implements CatalogCachePeers {
  /** Sent with each clear, so an instance skips its own (it cleared already, before publishing). */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Calls `clearHere` for every other instance's clear, and after each reconnection. */
  async listen(clearHere: () => void): Promise<void> {
    this.subscriber.on('message', (channel: string, sender: string) => {
      if (channel === this.channel && sender !== this.instanceId) clearHere();
    });
    let connected = true;
    this.subscriber.on('close', () => {
      connected = false;
    });
    this.subscriber.on('ready', () => {
      if (connected) return;
      connected = true;
      clearHere();
    });
    await this.subscriber.subscribe(this.channel);
  }

  clearElsewhere(): void {
    this.publisher.publish(this.channel, this.instanceId).catch((error: Error) => {
      this.log.warn(
        { err: error },
        'could not tell other instances to clear the catalogue cache; their copies expire on their own',
      );
    });
  }
}
