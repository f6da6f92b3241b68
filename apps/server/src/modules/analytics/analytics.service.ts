// Storing first-party analytics events without anything that identifies a person: each event keeps its name, path,
// optional label, value and currency, and only the hour it arrived.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import type { ZAnalyticsBatch } from "@courtready/contracts";
import type { z } from "zod";
import { insertEvents } from "./analytics.repository.ts";

const HOUR = 60 * 60 * 1000;

/** The start of the hour `date` falls in. */
export function hourOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / HOUR) * HOUR);
}

/** Stores a batch of events, each stamped with the hour of `now` (not the moment, so rows cannot meet logs). */
export async function recordEvents(
  db: Kysely<Database>,
  events: z.output<typeof ZAnalyticsBatch>["events"],
  now: Date,
): Promise<void> {
  const createdAt = toDbTime(hourOf(now));
  await insertEvents(
    db,
    events.map((event) => ({
      id: newId(),
      name: event.name,
      path: event.path,
      label: event.label ?? null,
      value: event.value ?? null,
      currency: event.currency ?? null,
      created_at: createdAt,
    })),
  );
}
