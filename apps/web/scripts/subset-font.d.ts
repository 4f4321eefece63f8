// subset-font ships no types; this is the part of its API the font-subset plugin uses (its README).
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; keepFeatures?: string[] },
  ): Promise<Uint8Array>;
}
