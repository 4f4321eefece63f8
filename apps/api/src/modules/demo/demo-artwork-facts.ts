/**
 * What each demo artwork is made of and who made it, so that its description, medium, style and
 * country of origin agree with each other and with its place in the navigation (issue 10).
 */

const MEDIA = {
  oil: {
    medium: 'Oil on canvas',
    surface: 'Canvas',
    note: 'Oil paint, built up in layers, gives the surface a depth that changes with the light through the day.',
  },
  acrylic: {
    medium: 'Acrylic on canvas',
    surface: 'Canvas',
    note: 'Fast-drying acrylic keeps the colours clean and bright, laid down in confident, overlapping strokes.',
  },
  watercolour: {
    medium: 'Watercolour on paper',
    surface: 'Cold-press paper',
    note: 'Transparent washes let the white of the paper glow through the colour.',
  },
  charcoal: {
    medium: 'Charcoal on paper',
    surface: 'Paper',
    note: 'Soft and compressed charcoal give deep blacks and smudged half-tones, with the paper left bare for the highlights.',
  },
  mixed: {
    medium: 'Mixed media on board',
    surface: 'Wood board',
    note: 'Paint, paper and found material are layered and collaged on the board.',
  },
  digital: {
    medium: 'Digital print on cotton rag paper',
    surface: 'Cotton rag paper',
    note: 'Painted digitally, then printed once as a signed archival pigment print.',
  },
  ink: {
    medium: 'Ink on handmade paper',
    surface: 'Handmade paper',
    note: 'Pen and brush lines in ink hold every detail, from the finest hatching to solid shadow.',
  },
  tanjore: {
    medium: 'Gold leaf and pigments on wood',
    surface: 'Wood panel',
    note: 'Painted in the Thanjavur manner: raised gesso work covered in gold leaf, with jewel-bright pigments.',
  },
  pigments: {
    medium: 'Natural pigments on handmade paper',
    surface: 'Handmade paper',
    note: 'Drawn with a bamboo nib and coloured with natural pigments, in the village tradition the style comes from.',
  },
} as const;

type MediumKey = keyof typeof MEDIA;

/** Per navigation item: the medium and style both of its demo artworks share. */
const ITEM_FACTS: Record<string, { medium: MediumKey; style: string }> = {
  'Abstract Art': { medium: 'acrylic', style: 'Abstract' },
  Impressionism: { medium: 'oil', style: 'Impressionism' },
  Surrealism: { medium: 'oil', style: 'Surrealism' },
  Expressionism: { medium: 'oil', style: 'Expressionism' },
  'Pop Art': { medium: 'acrylic', style: 'Pop Art' },
  'Traditional Art': { medium: 'tanjore', style: 'Traditional' },
  'Folk Art': { medium: 'pigments', style: 'Folk' },
  'Oil Paintings': { medium: 'oil', style: 'Realism' },
  'Acrylic Paintings': { medium: 'acrylic', style: 'Contemporary' },
  'Watercolor Paintings': { medium: 'watercolour', style: 'Impressionism' },
  'Charcoal Art': { medium: 'charcoal', style: 'Realism' },
  'Mixed Media': { medium: 'mixed', style: 'Contemporary' },
  'Digital Art': { medium: 'digital', style: 'Contemporary' },
  'Ink and Pen Art': { medium: 'ink', style: 'Realism' },
  Nature: { medium: 'watercolour', style: 'Realism' },
  Wildlife: { medium: 'acrylic', style: 'Realism' },
  'People & Portraits': { medium: 'oil', style: 'Realism' },
  'Urban & Cityscapes': { medium: 'acrylic', style: 'Contemporary' },
  'Spiritual & Religious': { medium: 'oil', style: 'Realism' },
  'Fantasy & Mythology': { medium: 'acrylic', style: 'Contemporary' },
  'Impasto Art': { medium: 'oil', style: 'Expressionism' },
  Pointillism: { medium: 'acrylic', style: 'Impressionism' },
  Glazing: { medium: 'oil', style: 'Realism' },
  'Palette Knife Work': { medium: 'oil', style: 'Impressionism' },
  'Indian Art': { medium: 'oil', style: 'Realism' },
  'European Art': { medium: 'oil', style: 'Impressionism' },
  'Asian Art': { medium: 'ink', style: 'Traditional' },
  'Home Decor': { medium: 'acrylic', style: 'Abstract' },
  'Office Decor': { medium: 'acrylic', style: 'Abstract' },
  Motivational: { medium: 'acrylic', style: 'Contemporary' },
};

/** Where each demo artist lives and works: their works' country of origin. */
export const DEMO_ARTISTS: Record<string, { city: string; country: string }> = {
  'Meera Iyer': { city: 'Bengaluru', country: 'India' },
  'Kabir Sen': { city: 'Kolkata', country: 'India' },
  'Ananya Rao': { city: 'Mysuru', country: 'India' },
  'Ravi Menon': { city: 'Kochi', country: 'India' },
  'Tara Joseph': { city: 'Thrissur', country: 'India' },
  'Ishaan Pillai': { city: 'Thiruvananthapuram', country: 'India' },
  'Lena Fischer': { city: 'Berlin', country: 'Germany' },
  'Arjun Das': { city: 'Mumbai', country: 'India' },
  'Hiro Tanaka': { city: 'Kyoto', country: 'Japan' },
};

/** Works whose subject belongs to another of their gallery's artists than the rotation would pick. */
export const DEMO_ARTIST_OF_TITLE: Record<string, string> = {
  'Chai Stall in Neon': 'Arjun Das',
  'Lotus Pond Tanjore': 'Arjun Das',
  'Banyan Roots': 'Arjun Das',
  'Rain on Park Street': 'Arjun Das',
  'Garuda Rising': 'Arjun Das',
  'Kerala Backwaters': 'Arjun Das',
  'Tuscan Hills': 'Lena Fischer',
};

export interface DemoArtworkFacts {
  medium: string;
  surface: string;
  style: string;
  description: string;
}

/** The medium, surface, style and a description that says the same, for one demo artwork. */
export function demoArtworkFacts(artwork: { title: string; category: string; item: string; framed: boolean }): DemoArtworkFacts {
  const facts = ITEM_FACTS[artwork.item];
  if (!facts) throw new Error(`No demo facts for ${artwork.item}`);
  const media = MEDIA[facts.medium];
  const finish = artwork.framed ? 'Signed, framed in solid teak and ready to hang.' : 'Signed by the artist and sold unframed.';
  const description = [
    `${artwork.title} is an original ${media.medium.toLowerCase()} in the ${facts.style.toLowerCase()} style, from our ${artwork.item} collection (${artwork.category}).`,
    media.note,
    finish,
  ].join(' ');
  return { medium: media.medium, surface: media.surface, style: facts.style, description };
}

export function demoBio(artist: string): string {
  const home = DEMO_ARTISTS[artist];
  if (!home) throw new Error(`No demo home for ${artist}`);
  return `${artist} works from a studio in ${home.city}, ${home.country}, painting the places and people of everyday life. Their work has been shown in group exhibitions across ${home.country} and is held in private collections in Europe and Asia.`;
}
