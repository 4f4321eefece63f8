/** A list card shows the start of the description; the whole text (up to 5,000 characters) is on the artwork page. */
export const CARD_EXCERPT_LENGTH = 160;

export const HOME_SECTION_SIZE = 8;
export const HOME_LATEST_SIZE = 12;
