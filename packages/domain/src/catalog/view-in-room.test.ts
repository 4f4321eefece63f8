import { describe, expect, it } from 'vitest';
import { canViewInRoom, ROOM_PERSON, ROOM_SOFA, roomScene } from './view-in-room.ts';

const top = (box: { bottom: number; height: number }) => box.bottom + box.height;

describe('view in room', () => {
  it('needs both sides of the artwork', () => {
    expect(canViewInRoom(24, 36)).toBe(true);
    expect(canViewInRoom(0, 36)).toBe(false);
    expect(canViewInRoom(24, null)).toBe(false);
    expect(canViewInRoom(undefined, 36)).toBe(false);
    expect(canViewInRoom(Number.NaN, 36)).toBe(false);
  });

  it('hangs a small work centred at eye level, a tall one 8 in above the sofa, every length in inches', () => {
    expect(roomScene(12, 16, 960, 600).artwork.bottom).toBe(57 - 8);
    const scene = roomScene(24, 36, 960, 600);
    expect(scene.artwork).toEqual({ left: 12 + 84 / 2 - 12, bottom: 34 + 8, width: 24, height: 36 });
    expect(scene.sofa).toMatchObject({ width: ROOM_SOFA.width, height: ROOM_SOFA.height, bottom: 0 });
    expect(scene.person).toMatchObject({ height: ROOM_PERSON.height, bottom: 0 });
    expect(scene.wall).toEqual({ width: 12 + 84 + 24 + 18 + 12, height: 96 });
    // Height limits: 600 px for a 96 in wall.
    expect(scene.pixelsPerInch).toBeCloseTo(600 / 96);
  });

  it('keeps a landscape work clear of the sofa back and to scale against it', () => {
    const scene = roomScene(48, 30, 1200, 600);
    expect(scene.artwork.bottom).toBe(42);
    expect(scene.artwork.width / scene.sofa.width).toBeCloseTo(48 / 84);
    expect(scene.artwork.left + scene.artwork.width / 2).toBe(scene.sofa.left + scene.sofa.width / 2);
  });

  it('widens and heightens the wall for a very large work, so the whole scene still fits', () => {
    const scene = roomScene(120, 90, 800, 500);
    expect(scene.wall.width).toBe(12 + 120 + 24 + 18 + 12);
    expect(scene.wall.height).toBe(42 + 90 + 12);
    expect(top(scene.artwork)).toBeLessThanOrEqual(scene.wall.height);
    expect(scene.artwork.left).toBeGreaterThanOrEqual(0);
    expect(scene.person.left).toBeGreaterThanOrEqual(scene.artwork.left + scene.artwork.width);
    expect(scene.wall.width * scene.pixelsPerInch).toBeLessThanOrEqual(800);
    expect(scene.wall.height * scene.pixelsPerInch).toBeLessThanOrEqual(500);
    expect(scene.pixelsPerInch).toBeCloseTo(Math.min(800 / 186, 500 / 144));
  });

  it('fits a narrow phone viewport by width', () => {
    const scene = roomScene(20, 30, 320, 600);
    expect(scene.pixelsPerInch).toBeCloseTo(320 / 150);
    expect(scene.wall.height * scene.pixelsPerInch).toBeLessThanOrEqual(600);
  });

  it('never gives a negative scale for an empty viewport', () => {
    expect(roomScene(24, 36, 0, -10).pixelsPerInch).toBe(0);
  });
});
