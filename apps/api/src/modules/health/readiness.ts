import type { AppContext } from '#api/context.ts';

/** Instances whose stop has begun: /api/ready answers 503 from then on, while they still serve. */
const stopping = new WeakSet<AppContext>();

export const markStopping = (ctx: AppContext): void => void stopping.add(ctx);
export const isStopping = (ctx: AppContext): boolean => stopping.has(ctx);
