const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive in URLs; one that is not a UUID names nothing (and must not reach PostgreSQL's uuid cast). */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
