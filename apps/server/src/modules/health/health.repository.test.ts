// health.repository on SQLite and PostgreSQL: the database answers while open, and a closed one is reported as
// down (false), never as a thrown error that would turn /api/health into a 500.
import { describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest } from "@courtready/db/testing";
import { useTestDatabase } from "../../testing/db.factories.ts";
import { databaseAnswers } from "./health.repository.ts";

describe.each(dialectsUnderTest())("health.repository on %s", (dialect) => {
  const db = useTestDatabase(dialect);

  it("says true while the database answers", async () => {
    expect(await databaseAnswers(db())).toBe(true);
  });

  it("says false, without throwing, once the connection is closed", async () => {
    const closed = await createTestDatabase(dialect);
    const kysely = closed.db;
    await closed.destroy();
    expect(await databaseAnswers(kysely)).toBe(false);
  });
});
