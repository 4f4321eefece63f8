import { useSyncExternalStore } from 'react';

// The dialog is at most 56rem wide with 1.5rem padding, and 90vh tall; its title, colour choice and
// caption take about 15rem of that height. The scene gets what is left.
const DIALOG_CONTENT_WIDTH = 848;
const HORIZONTAL_CHROME = 80;
const VERTICAL_CHROME = 240;
const MIN_SCENE_HEIGHT = 180;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readViewport = () => `${window.innerWidth}x${window.innerHeight}`;

/** The box, in CSS pixels, the room scene may fill in the dialog at the current window size. */
export function useSceneBox(): { width: number; height: number } {
  const [innerWidth, innerHeight] = useSyncExternalStore(subscribe, readViewport, () => '1024x768')
    .split('x')
    .map(Number) as [number, number];
  return {
    width: Math.max(0, Math.min(DIALOG_CONTENT_WIDTH, innerWidth - HORIZONTAL_CHROME)),
    height: Math.max(MIN_SCENE_HEIGHT, innerHeight * 0.9 - VERTICAL_CHROME),
  };
}
