/**
 * View in room: the artwork on a wall at true scale beside furniture of known size. Every length is in
 * inches, measured from the wall's left edge and from the floor; the web multiplies by `pixelsPerInch`.
 */

/** A three-seat sofa: 84 in wide, 34 in to the top of its back (a common catalogue size). */
export const ROOM_SOFA = { width: 84, height: 34 } as const;
/** A standing person of 5 ft 7 in (67 in), about the average adult height; 18 in across the shoulders. */
export const ROOM_PERSON = { width: 18, height: 67 } as const;
/** An 8 ft ceiling: the wall the scene shows at least. */
export const ROOM_WALL_HEIGHT = 96;
/** Galleries hang a work's centre at eye level, 57 in; above a sofa the work keeps 8 in clear of its back. */
export const ROOM_EYE_LEVEL = 57;
export const ROOM_CLEARANCE_ABOVE_SOFA = 8;
const SIDE_MARGIN = 12;
const GAP_TO_PERSON = 24;
const TOP_MARGIN = 12;

export const ROOM_SCALE_DESCRIPTION = `Shown at true scale beside an ${ROOM_SOFA.width}-inch sofa`;

export interface RoomBox {
  left: number;
  bottom: number;
  width: number;
  height: number;
}

export interface RoomScene {
  /** Screen pixels per real inch: the whole scene fits the viewport, nothing is cropped. */
  pixelsPerInch: number;
  wall: { width: number; height: number };
  artwork: RoomBox;
  sofa: RoomBox;
  person: RoomBox;
}

/** True when the artwork has a size to show (both sides known and positive). */
export function canViewInRoom(widthInches: number | null | undefined, heightInches: number | null | undefined): boolean {
  return Number.isFinite(widthInches) && Number.isFinite(heightInches) && Number(widthInches) > 0 && Number(heightInches) > 0;
}

/**
 * Lays out the wall for an artwork of `artworkWidth` × `artworkHeight` inches and scales it to fit a
 * viewport of `viewportWidth` × `viewportHeight` pixels. Very large works widen or heighten the wall,
 * so everything shrinks together and the proportions stay true.
 */
export function roomScene(artworkWidth: number, artworkHeight: number, viewportWidth: number, viewportHeight: number): RoomScene {
  const furnitureWidth = Math.max(ROOM_SOFA.width, artworkWidth);
  const wallWidth = SIDE_MARGIN + furnitureWidth + GAP_TO_PERSON + ROOM_PERSON.width + SIDE_MARGIN;
  const centreX = SIDE_MARGIN + furnitureWidth / 2;
  const lowestBottom = ROOM_SOFA.height + ROOM_CLEARANCE_ABOVE_SOFA;
  const artworkBottom = Math.max(lowestBottom, ROOM_EYE_LEVEL - artworkHeight / 2);
  const wallHeight = Math.max(ROOM_WALL_HEIGHT, artworkBottom + artworkHeight + TOP_MARGIN);
  const pixelsPerInch = Math.max(0, Math.min(viewportWidth / wallWidth, viewportHeight / wallHeight));
  return {
    pixelsPerInch,
    wall: { width: wallWidth, height: wallHeight },
    artwork: { left: centreX - artworkWidth / 2, bottom: artworkBottom, width: artworkWidth, height: artworkHeight },
    sofa: { left: centreX - ROOM_SOFA.width / 2, bottom: 0, ...ROOM_SOFA },
    person: { left: SIDE_MARGIN + furnitureWidth + GAP_TO_PERSON, bottom: 0, ...ROOM_PERSON },
  };
}
