import sharp from 'sharp';

/** A small deterministic random stream, so every artwork gets its own repeatable composition. */
function randomStream(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const PALETTES = [
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#3d405b', '#81b29a', '#f2cc8f', '#e07a5f', '#f4f1de'],
  ['#0b132b', '#1c2541', '#3a506b', '#5bc0be', '#fca311'],
  ['#582f0e', '#7f4f24', '#936639', '#a68a64', '#dda15e'],
  ['#10002b', '#3c096c', '#7b2cbf', '#c77dff', '#ffd60a'],
  ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
  ['#283618', '#606c38', '#fefae0', '#dda15e', '#bc6c25'],
];

const SHAPES = ['circle', 'rect', 'stroke'] as const;

/** An abstract composition as SVG: a gradient ground, soft shapes and a few brush-like strokes. */
export function abstractComposition(seed: number, width: number, height: number): string {
  const random = randomStream(seed);
  const palette = PALETTES[Math.floor(random() * PALETTES.length)] as string[];
  const pick = () => palette[Math.floor(random() * palette.length)] as string;
  const shapes: string[] = [];
  const count = 9 + Math.floor(random() * 10);
  for (let index = 0; index < count; index++) {
    const kind = SHAPES[Math.floor(random() * SHAPES.length)];
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const opacity = (0.35 + random() * 0.5).toFixed(2);
    if (kind === 'circle') {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${Math.round(30 + random() * width * 0.25)}" fill="${pick()}" opacity="${opacity}"/>`,
      );
    } else if (kind === 'rect') {
      const angle = Math.round(random() * 90 - 45);
      shapes.push(
        `<rect x="${x}" y="${y}" width="${Math.round(40 + random() * width * 0.4)}" height="${Math.round(20 + random() * height * 0.3)}" fill="${pick()}" opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    } else {
      const x2 = Math.round(random() * width);
      const y2 = Math.round(random() * height);
      shapes.push(
        `<path d="M${x} ${y} Q ${Math.round(random() * width)} ${Math.round(random() * height)} ${x2} ${y2}" stroke="${pick()}" stroke-width="${Math.round(4 + random() * 28)}" stroke-linecap="round" fill="none" opacity="${opacity}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1"><stop offset="0" stop-color="${pick()}"/><stop offset="1" stop-color="${pick()}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${shapes.join('\n')}
</svg>`;
}

/** The composition as a JPEG, the kind of file an artist uploads. */
export function renderComposition(seed: number, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(abstractComposition(seed, width, height)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
