// Ids and timestamps are made in code (not by the database) so both dialects behave the same.
import { randomUUID } from "node:crypto";

/** A new random id (UUID v4). */
export function newId(): string {
  return randomUUID();
}

/** A time as stored in the database: ISO-8601 UTC with milliseconds, e.g. "2026-11-22T03:00:00.000Z". */
export function toDbTime(date: Date): string {
  return date.toISOString();
}
