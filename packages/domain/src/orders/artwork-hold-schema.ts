import { z } from 'zod';
import type { ArtworkHold } from './artwork-hold.ts';

/** The answer of GET /api/Product/{id}/hold (see `ArtworkHold`). */
export const artworkHoldSchema: z.ZodType<ArtworkHold> = z.object({
  reserved: z.boolean(),
  reservedUntil: z.string().nullable(),
});
