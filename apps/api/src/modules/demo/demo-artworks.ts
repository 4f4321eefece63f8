/** Two artworks per navigation item: every category, subcategory, artist type and price band is covered. */
export const DEMO_TITLES: Record<string, [string, string]> = {
  'Abstract Art': ['Fragments of a Blue Afternoon', 'Tidal Geometry'],
  Impressionism: ['Morning Light on the Seine', 'Poppies after Rain'],
  Surrealism: ['The Clock That Dreamed of Birds', 'Staircase to the Tide'],
  Expressionism: ['Grandmother in Blue', 'The Crowded Tram'],
  'Pop Art': ['Chai Stall in Neon', 'Cassette Summer'],
  'Traditional Art': ['Krishna with the Cowherds', 'Lotus Pond Tanjore'],
  'Folk Art': ['Madhubani Fish Wedding', 'Warli Harvest Dance'],
  'Oil Paintings': ['Harbour at Dusk', 'Still Life with Mangoes'],
  'Acrylic Paintings': ['Monsoon over Kochi', 'Saffron Fields'],
  'Watercolor Paintings': ['Morning Mist in Munnar', 'Lanterns of Hoi An'],
  'Charcoal Art': ['Old Fisherman', 'Study of Hands'],
  'Mixed Media': ['Letters Never Sent', 'City Collage No. 4'],
  'Digital Art': ['Circuit Garden', 'Neon Monsoon'],
  'Ink and Pen Art': ['Banyan Roots', 'Rooftops of Jodhpur'],
  Nature: ['Silent Forest Stream', 'Wildflowers at Dawn'],
  Wildlife: ['Tiger at Dusk', 'Flamingos of Bhigwan'],
  'People & Portraits': ['The Weaver', 'Girl with a Red Scarf'],
  'Urban & Cityscapes': ['Mumbai Local at Night', 'Rain on Park Street'],
  'Spiritual & Religious': ['Evening Aarti', 'Meditating Monk'],
  'Fantasy & Mythology': ['Garuda Rising', 'The Serpent Queen'],
  'Impasto Art': ['Sunflowers in Thick Light', 'Storm over the Bay'],
  Pointillism: ['Sunday at the Lake', 'Dotted Desert'],
  Glazing: ['Candlelit Interior', 'Amber Vessel'],
  'Palette Knife Work': ['Autumn Boulevard', 'Kerala Backwaters'],
  'Indian Art': ['Ghats of Varanasi', 'Rajasthani Caravan'],
  'European Art': ['Tuscan Hills', 'Amsterdam Canal in Winter'],
  'Asian Art': ['Cranes over Kyoto', 'Bamboo in the Wind'],
  'Home Decor': ['Quiet Living Room Bloom', 'Terracotta Calm'],
  'Office Decor': ['Structured Horizon', 'Blue Focus'],
  Motivational: ['The Climb', 'First Light Again'],
};

/** Total prices across the three bands: affordable (<= 500), mid-range (<= 1000) and luxury. */
export const DEMO_PRICES = [180, 340, 460, 620, 780, 950, 1250, 1800, 2600, 4200];

export const DEMO_MEDIA = [
  { medium: 'Oil on canvas', surface: 'Canvas' },
  { medium: 'Acrylic on canvas', surface: 'Canvas' },
  { medium: 'Watercolour on paper', surface: 'Cold-press paper' },
  { medium: 'Charcoal on paper', surface: 'Paper' },
  { medium: 'Mixed media on board', surface: 'Wood board' },
  { medium: 'Ink on handmade paper', surface: 'Handmade paper' },
];

export const DEMO_STYLES = ['Contemporary', 'Impressionism', 'Abstract', 'Realism', 'Expressionism', 'Folk'];

export const DEMO_COUNTRIES = ['India', 'India', 'India', 'Italy', 'Japan', 'Netherlands', 'United Kingdom'];

/** Demo galleries: one per artist type, each representing a few artists. */
export const DEMO_VENDORS = [
  {
    displayName: 'Studio Kaveri',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'studio.kaveri@artmarket.local',
    storeCity: 'Bengaluru',
    storeState: 'Karnataka',
    artistType: 'Featured Artists',
    artists: ['Meera Iyer', 'Kabir Sen', 'Ananya Rao'],
  },
  {
    displayName: 'Atelier Monsoon',
    firstName: 'Ravi',
    lastName: 'Menon',
    email: 'atelier.monsoon@artmarket.local',
    storeCity: 'Kochi',
    storeState: 'Kerala',
    artistType: 'Emerging Artists',
    artists: ['Ravi Menon', 'Tara Joseph', 'Ishaan Pillai'],
  },
  {
    displayName: 'Galerie Lumière',
    firstName: 'Lena',
    lastName: 'Fischer',
    email: 'galerie.lumiere@artmarket.local',
    storeCity: 'Mumbai',
    storeState: 'Maharashtra',
    artistType: 'Famous Artists',
    artists: ['Lena Fischer', 'Arjun Das', 'Hiro Tanaka'],
  },
] as const;

export const DEMO_CUSTOMER = {
  firstName: 'Asha',
  lastName: 'Collector',
  email: 'customer@artmarket.local',
  mobileNumber: '+919876543210',
  country: 'India',
} as const;

export function demoDescription(title: string, subcategory: string, medium: string): string {
  return `${title} is an original ${medium.toLowerCase()} from our ${subcategory} collection. Layered colour and a patient hand give the surface depth that changes with the light through the day. Signed on the front, ready to hang, and shipped with care from the artist's studio.`;
}

export function demoBio(artist: string, city: string): string {
  return `${artist} works from a studio in ${city}, painting the places and people of everyday life. Their work has been shown in group exhibitions across India and is held in private collections in Europe and Asia.`;
}
