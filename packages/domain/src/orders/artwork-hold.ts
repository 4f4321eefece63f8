// No zod here: the artwork page, loaded for the first paint, reads these (the schema is in artwork-hold-schema.ts).

/**
 * Whether a payment under way holds an artwork (GET /api/Product/{id}/hold), and until when: if that
 * payment does not go through, the artwork is on sale again then. A hold with no end (a payment the
 * provider is still settling) answers `reservedUntil: null`.
 */
export interface ArtworkHold {
  reserved: boolean;
  reservedUntil: string | null;
}

export const ArtworkHoldMessages = {
  reserved: 'Reserved: another collector is completing a purchase of this artwork.',
  freeShortly: 'If their payment does not go through, it will be on sale again shortly.',
} as const;

/** The second line of the notice: when the artwork may be free again, in the viewer's own words for time. */
export function reservedUntilText(reservedUntil: string | null, formatTime: (date: Date) => string): string {
  if (!reservedUntil) return ArtworkHoldMessages.freeShortly;
  return `If their payment does not go through, it will be on sale again from ${formatTime(new Date(reservedUntil))}.`;
}
