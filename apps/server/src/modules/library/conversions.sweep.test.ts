// A kept conversion's life, on SQLite and PostgreSQL, in the local folder and in S3, with the app's fixed clock: a
// record a preview used lives the build retention from that use, not from when it was written; the sweep finds
// stale records through the index and lists no one's folder, but for records written before the index, which it
// sweeps by the old rule (written more than the retention ago) only until all of them must have expired.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { CONVERSION_VERSION } from "@courtready/engine";
import { INSPECT_FILE_URL } from "@courtready/contracts";
import { makeJpeg } from "@courtready/engine/testing";
import { grantByEmail } from "../../admin.ts";
import { runMaintenance } from "../../maintenance.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { buildTestApp, multipartBody, signedInClient, storedKeys } from "../../testing.ts";
import type { MultipartFile, TestApp, TestClient } from "../../testing.ts";
import { startTestS3Server } from "../../storage/testing-s3.ts";
import type { TestS3Server } from "../../storage/testing-s3.ts";
import { conversionsFolder, deleteExpiredConversions } from "./conversions.ts";
import { indexCreatedAt } from "./conversions.repository.ts";

const HOUR = 60 * 60 * 1000;

const STORES = dialectsUnderTest().flatMap((dialect) => [
  [dialect, "local"] as const,
  [dialect, "S3"] as const,
]);

describe.each(STORES)("a kept conversion's life on %s, files in %s", (dialect, store) => {
  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    if (store === "S3") s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  let t: TestApp;
  let client: TestClient;
  let userId: string;
  let photo: MultipartFile;
  /** How many times the app's storage listed a folder. */
  let listings: number;
  beforeEach(async () => {
    listings = 0;
    const counting = (storage: FileStorage): FileStorage =>
      Object.assign(Object.create(storage) as FileStorage, {
        list: (prefix: string) => {
          listings++;
          return storage.list(prefix);
        },
      });
    t = await buildTestApp(dialect, s3?.env ?? {}, { wrapStorage: counting });
    const signed = await signedInClient(t.app);
    await grantByEmail(t.database.db, signed.input.email, "yearly", t.clock());
    client = signed.client;
    userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
    photo = {
      field: "file",
      filename: "damage.jpg",
      bytes: await makeJpeg(900, 600),
      contentType: "image/jpeg",
    };
  });
  afterEach(async () => {
    await t.close();
  });

  const kept = () => storedKeys(t, conversionsFolder(userId));
  const retention = () => t.config.buildRetentionHours;
  const sweep = () => runMaintenance(t.database.db, t.storage, t.clock(), 15, retention());
  const preview = () =>
    client.request({
      method: "POST",
      url: "/api/preview",
      ...multipartBody({ binderType: "small_claims" }, { ...photo, field: "files" }),
    });

  it("lives the retention from its last use by a preview, not from when it was written", async () => {
    const checked = await client.request({
      method: "POST",
      url: INSPECT_FILE_URL,
      ...multipartBody({}, photo),
    });
    expect(checked.json()).toMatchObject({ status: "ready" });
    expect(await kept()).toHaveLength(1);

    // Used by a preview an hour before it would have expired…
    t.clock.advance((retention() - 1) * HOUR);
    expect((await preview()).statusCode).toBe(200);
    // …so two hours later, past the retention since it was written, it is still kept.
    t.clock.advance(2 * HOUR);
    expect((await sweep()).conversions).toBe(0);
    expect(await kept()).toHaveLength(1);
    const row = await t.database.db
      .selectFrom("conversion_records")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      version: CONVERSION_VERSION,
      created_at: "2026-11-22T12:00:00.000Z",
      last_used_at: new Date(t.clock().getTime() - 2 * HOUR).toISOString(),
    });

    // Unused for the retention since that preview: gone, bytes and row.
    t.clock.advance((retention() - 1) * HOUR);
    expect((await sweep()).conversions).toBe(1);
    expect(await kept()).toEqual([]);
    expect(await t.database.db.selectFrom("conversion_records").selectAll().execute()).toEqual([]);
  });

  it("sweeps through the index, and records from before it by the old rule only while any can be left", async () => {
    expect(
      (await client.request({ method: "POST", url: INSPECT_FILE_URL, ...multipartBody({}, photo) }))
        .statusCode,
    ).toBe(200);
    // Two records written before the index: one of this version, one of an older one. The store stamps them now.
    const folder = conversionsFolder(userId);
    const legacy = `${folder}/${CONVERSION_VERSION}-${"a".repeat(64)}`;
    const older = `${folder}/c0-${"b".repeat(64)}`;
    await t.storage.put(legacy, new TextEncoder().encode("a record"));
    await t.storage.put(older, new TextEncoder().encode("an older record"));
    const since = (await indexCreatedAt(t.database.db))!;
    const store = { db: t.database.db, storage: t.storage };
    // The check's record was written just after the index was made (its migration ran at the real time).
    await t.database.db
      .updateTable("conversion_records")
      .set({ created_at: since.toISOString(), last_used_at: since.toISOString() })
      .execute();

    // Soon after the index was made: the older version goes, the recent one of this version stays (old rule).
    listings = 0;
    expect(await deleteExpiredConversions(store, new Date(since.getTime() + HOUR), retention())).toBe(1);
    expect((await kept()).sort()).toEqual([legacy, expect.stringContaining(`${CONVERSION_VERSION}-`)].sort());
    expect(listings).toBeGreaterThan(0);

    // A retention on: it has expired by the old rule and goes; the indexed record, used since, stays.
    await t.database.db
      .updateTable("conversion_records")
      .set({ last_used_at: new Date(since.getTime() + retention() * HOUR).toISOString() })
      .execute();
    const late = new Date(since.getTime() + (retention() + 1) * HOUR);
    expect(await deleteExpiredConversions(store, late, retention())).toBe(1);
    expect(await kept()).toHaveLength(1);
    expect(await kept()).not.toContain(legacy);

    // Past the window nothing is listed any more: a record with no row is no longer looked for.
    await t.storage.put(older, new TextEncoder().encode("an older record"));
    listings = 0;
    const after = new Date(since.getTime() + (retention() + 3) * HOUR);
    expect(await deleteExpiredConversions(store, after, retention())).toBe(0);
    expect(listings).toBe(0);
    // The indexed one goes by its row, without a listing.
    expect(
      await deleteExpiredConversions(store, new Date(after.getTime() + retention() * HOUR), retention()),
    ).toBe(1);
    expect(listings).toBe(0);
    expect(await kept()).toEqual([older]);
  });
});
