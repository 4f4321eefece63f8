/** The wall colours a collector can try (View in room). */
export const WALL_COLOURS = [
  { id: 'white', label: 'Warm white', wall: '#f1ede4', floor: '#c9b79c' },
  { id: 'sage', label: 'Sage green', wall: '#b7c1aa', floor: '#b59f80' },
  { id: 'charcoal', label: 'Charcoal', wall: '#3f3d3a', floor: '#8c7a62' },
] as const;

export type WallColour = (typeof WALL_COLOURS)[number];
