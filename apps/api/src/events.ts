import type { Database } from './db/client.ts';
import type { AfterCommit } from './db/unit-of-work.ts';

/**
 * What happened, as the module that made it happen says it (ADR 0053). A service publishes an event inside its
 * unit of work (`after.publish`); the subscribers registered once in app.ts hear it: those that write run in the
 * same transaction, so what they write commits or rolls back with the change; the others run after the commit.
 */
export type DomainEvent =
  | { type: 'order.paid'; orderId: string }
  | { type: 'order.cancelled'; orderId: string }
  | { type: 'vendor-order.cancelled'; vendorOrderId: string }
  | { type: 'returned-artwork.decided'; orderItemId: string }
  | { type: 'artwork.reviewed'; productId: string; artistName: string; approved: boolean; firstApproval: boolean }
  | { type: 'artwork.changed'; productId: string }
  | { type: 'studio.changed'; vendorId: string }
  | { type: 'review.changed'; vendorId: string }
  | { type: 'collection.changed'; collectionId: string };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * A subscriber that writes: it runs when the event is published, in the publisher's transaction, so its rows
 * commit with the change or not at all (told once, however often the transaction is retried).
 */
export interface InTransactionSubscriber<T extends DomainEventType> {
  phase: 'in-transaction';
  handle(event: EventOf<T>, tx: Database, after: AfterCommit): Promise<void>;
}

/**
 * A subscriber with an effect outside the database: it runs once the outermost transaction has committed, never
 * after a rollback; a failure is logged. `oncePerCommit` runs it once however many of its events the
 * transaction published (a cache cleared once).
 */
export interface AfterCommitSubscriber<T extends DomainEventType> {
  phase: 'after-commit';
  oncePerCommit?: boolean;
  handle(event: EventOf<T>): Promise<void> | void;
}

export type Subscriber<T extends DomainEventType> = InTransactionSubscriber<T> | AfterCommitSubscriber<T>;

/** Who hears what: filled once when the app is built, read by every unit of work. */
export class DomainEvents {
  readonly #subscribers = new Map<DomainEventType, Subscriber<DomainEventType>[]>();

  subscribe<T extends DomainEventType>(types: T | readonly T[], subscriber: Subscriber<T>): void {
    for (const type of typeof types === 'string' ? [types] : types) {
      const list = this.#subscribers.get(type) ?? [];
      list.push(subscriber as unknown as Subscriber<DomainEventType>);
      this.#subscribers.set(type, list);
    }
  }

  subscribersOf<T extends DomainEventType>(type: T): readonly Subscriber<T>[] {
    return (this.#subscribers.get(type) ?? []) as unknown as readonly Subscriber<T>[];
  }
}
