/** "Bengaluru, India", leaving out what is empty. */
export function artistLocation(studio: { city: string; country: string }): string {
  return [studio.city, studio.country].filter((part) => part.trim() !== '').join(', ');
}

/** A to Z as people read names: accents and case do not change the order. */
export function compareArtistNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}
