import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names nothing. */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * An id as a request carries it (path, query or body). Its shape is not validated here: a
 * malformed id is an unknown id, answered 404 with the code of what it should name, wherever
 * it appears (decision 0019).
 */
export const idField = z.string();
export const idParams = z.object({ id: idField });
