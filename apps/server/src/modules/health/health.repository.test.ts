// health.repository on SQLite and PostgreSQL: the database answers while open, and a closed one is reported as
// down (false), never as a thrown error that would turn /api/health into a 500.
import { expect, it } from "vitest";
import { createTestDatabase } from "@courtready/db/testing";
import { describeOnEachDialect } from "../../testing/db.factories.ts";
import { databaseAnswers } from "./health.repository.ts";

describeOnEachDialect("health.repository", (db, dialect) => {
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
