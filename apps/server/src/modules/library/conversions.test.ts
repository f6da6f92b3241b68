// Each file converted once (issue 23 item 2), over HTTP on SQLite and PostgreSQL: the check when a file is added
// keeps its conversion in the person's storage, and Preview, Generate, the kit and a saved project's preview then
// convert nothing again; a preview keeps what it had to convert; a damaged record only costs a conversion; records
// go with the account; a record lives the build retention from its last use (the app's fixed clock), and the sweep
// finds stale ones through the index, listing folders only for records from before it, and only for a while.
// Conversions are counted from the jobs the app sends its worker.
import { afterAll, beforeAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { INSPECT_FILE_URL } from "@courtready/contracts";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import { CONVERSION_VERSION } from "@courtready/engine";
import { grantByEmail } from "../../admin.ts";
import { runMaintenance } from "../../maintenance.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import { buildTestApp, multipartBody, signedInClient, storedKeys } from "../../testing/harness.ts";
import type { MultipartFile, TestApp, TestClient } from "../../testing/harness.ts";
import { startTestS3Server } from "../../testing/s3-stand-in.ts";
import type { TestS3Server } from "../../testing/s3-stand-in.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { conversionsFolder, deleteExpiredConversions } from "./conversions.ts";
import { indexCreatedAt } from "./conversions.repository.ts";

const HOUR = 60 * 60 * 1000;

/** One job the app ran: which, how many kept records it was handed, how many conversions it made afresh. */
interface Seen {
  name: string;
  cached: number;
  fresh: number;
}

/** The app's job runner, noting each job's kept records in and new records out. */
function watching(seen: Seen[]): (jobs: JobRunner) => JobRunner {
  const count = (list: unknown) => (Array.isArray(list) ? list.filter(Boolean).length : 0);
  return (jobs) => ({
    async run(job, payload, options) {
      // A file's job is handed its record as bytes or, since issue 40, by key (and writes a new one by key).
      const p = payload as { cached?: unknown; cachedKey?: unknown };
      const cached = Array.isArray(p.cached) ? count(p.cached) : p.cached || p.cachedKey ? 1 : 0;
      const result = await jobs.run(job, payload, options);
      const r = result as { records?: unknown; record?: unknown; recordKey?: unknown };
      seen.push({ name: job.name, cached, fresh: r.record || r.recordKey ? 1 : count(r.records) });
      return result;
    },
    close: () => jobs.close(),
  });
}

/** Every case on the local folder; on S3 too, the storage operations records rely on (keep, sweep, delete). */
const STORES = dialectsUnderTest().flatMap((dialect) => [
  [dialect, "local"] as const,
  [dialect, "S3"] as const,
]);

describe.each(STORES)("each file converted once on %s, files in %s", (dialect, store) => {
  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    if (store === "S3") s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  let t: TestApp;
  let seen: Seen[];
  let client: TestClient;
  let userId: string;
  let password: string;
  let files: MultipartFile[];
  /** How many times the app's storage listed a folder. */
  let listings: number;
  beforeEach(async () => {
    seen = [];
    listings = 0;
    const counting = (storage: FileStorage): FileStorage =>
      Object.assign(Object.create(storage) as FileStorage, {
        list: (prefix: string) => {
          listings++;
          return storage.list(prefix);
        },
      });
    t = await buildTestApp(dialect, s3?.env ?? {}, { wrapJobs: watching(seen), wrapStorage: counting });
    const signed = await signedInClient(t.app);
    await grantByEmail(t.database.db, signed.input.email, "yearly", t.clock());
    client = signed.client;
    password = signed.input.password;
    userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
    files = [
      {
        field: "files",
        filename: "lease.pdf",
        bytes: await makePdf([{ text: "Lease" }, { text: "Page 2" }]),
      },
      { field: "files", filename: "damage.jpg", bytes: await makeJpeg(1200, 900), contentType: "image/jpeg" },
    ];
  });
  afterEach(async () => {
    await t.close();
  });

  const send = (url: string, fields: Record<string, string> = {}) =>
    client.request({
      method: "POST",
      url,
      ...multipartBody({ binderType: "small_claims", ...fields }, files),
    });
  const check = (file: MultipartFile) =>
    client.request({
      method: "POST",
      url: INSPECT_FILE_URL,
      ...multipartBody({}, { ...file, field: "file" }),
    });
  const kept = () => storedKeys(t, conversionsFolder(userId));
  const saveProject = async () => {
    const saved = await client.request({
      method: "POST",
      url: "/api/projects",
      ...multipartBody(
        { projectName: "Deposit dispute", binderType: "small_claims", role: "plaintiff", formData: "{}" },
        files,
      ),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved;
  };
  const jobs = (name: string) => seen.filter((s) => s.name === name);

  // The conversions themselves do not depend on the store: these run on the local folder only.
  const onLocal = store === "local" ? it : () => undefined;

  onLocal(
    "keeps each checked file's conversion, and Preview, Generate and the kit convert nothing again",
    async () => {
      for (const file of files) expect((await check(file)).json()).toMatchObject({ status: "ready" });
      expect(jobs("file.inspect")).toEqual([
        { name: "file.inspect", cached: 0, fresh: 1 },
        { name: "file.inspect", cached: 0, fresh: 1 },
      ]);
      expect(await kept()).toHaveLength(2);

      // Checked again (the person adds the same file twice): the kept record answers.
      expect((await check(files[1]!)).json()).toMatchObject({ status: "ready", pageCount: 1 });
      expect(jobs("file.inspect")[2]).toEqual({ name: "file.inspect", cached: 1, fresh: 0 });

      const preview = await send("/api/preview");
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().preview.exhibits.map((e: { pageCount: number }) => e.pageCount)).toEqual([2, 1]);
      const rendered = await send("/api/binders/render");
      expect(rendered.statusCode, rendered.body).toBe(200);
      expect(rendered.json().pageCount).toBeGreaterThan(3);
      const kit = await send("/api/compile");
      expect(kit.statusCode, kit.body).toBe(200);
      expect(jobs("build.preview")).toEqual([{ name: "build.preview", cached: 2, fresh: 0 }]);
      expect(jobs("build.render")).toEqual([
        { name: "build.render", cached: 2, fresh: 0 },
        { name: "build.render", cached: 2, fresh: 0 },
      ]);
      expect(await kept()).toHaveLength(2);
    },
  );

  onLocal(
    "keeps what a preview converted, so a second one converts nothing; a damaged record is converted again",
    async () => {
      expect((await send("/api/preview")).statusCode).toBe(200);
      expect((await send("/api/preview")).statusCode).toBe(200);
      expect(jobs("build.preview")).toEqual([
        { name: "build.preview", cached: 0, fresh: 2 },
        { name: "build.preview", cached: 2, fresh: 0 },
      ]);
      // A render after them converts nothing either (the photo's page comes from the preview's record).
      expect((await send("/api/binders/render")).statusCode).toBe(200);
      expect(jobs("build.render")).toEqual([{ name: "build.render", cached: 2, fresh: 0 }]);

      // A record damaged in storage is refused by the engine: the file is converted, and its record kept again.
      const [first] = await kept();
      await t.storage.put(first!, new TextEncoder().encode("not a record"));
      const again = await send("/api/preview");
      expect(again.statusCode, again.body).toBe(200);
      expect(jobs("build.preview")[2]).toEqual({ name: "build.preview", cached: 2, fresh: 1 });
      // Gone altogether: converted as before, never a failed build.
      for (const key of await kept()) await t.storage.delete(key);
      expect((await send("/api/binders/render")).statusCode).toBe(200);
    },
  );

  onLocal("checks the same file twice at once into one whole record the next preview reads", async () => {
    const photo = files[1]!;
    const both = await Promise.all([check(photo), check(photo)]);
    expect(both.map((r) => r.json().status)).toEqual(["ready", "ready"]);
    expect(await kept()).toHaveLength(1);
    files = [photo];
    expect((await send("/api/preview")).statusCode).toBe(200);
    expect(jobs("build.preview")).toEqual([{ name: "build.preview", cached: 1, fresh: 0 }]);
  });

  onLocal(
    "keeps the conversions of a saved project's files, so the project's preview converts nothing",
    async () => {
      const saved = await saveProject();
      expect(jobs("file.inspect")).toEqual([
        { name: "file.inspect", cached: 0, fresh: 1 },
        { name: "file.inspect", cached: 0, fresh: 1 },
      ]);
      const { id, project } = saved.json() as { id: string; project: { files: { id: string }[] } };
      const fileOrder = project.files.map((f) => f.id);
      const preview = await client.post(`/api/projects/${id}/preview`, { fileOrder });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(jobs("build.render")).toEqual([{ name: "build.render", cached: 2, fresh: 0 }]);
    },
  );

  onLocal(
    "describes a library upload from its check's record, and keeps what an upload converted for the preview",
    async () => {
      const photo = files[1]!;
      expect((await check(photo)).json()).toMatchObject({ status: "ready" });
      const upload = (file: MultipartFile) =>
        client.request({
          method: "POST",
          url: "/api/user-files",
          ...multipartBody({ category: "evidence" }, { ...file, field: "file" }),
        });
      const first = await upload(photo);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ pageCount: 1, fileType: "Image" });
      // The thumbnail the check drew and kept is the library card's picture.
      expect((await client.get(first.json().thumbnailUrl)).headers["content-type"]).toBe("image/jpeg");
      expect(jobs("file.describe")).toEqual([{ name: "file.describe", cached: 1, fresh: 0 }]);

      // Added to the library without a check: converted, and its record kept for the builder's preview.
      const second = await upload(files[0]!);
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json()).toMatchObject({ pageCount: 2 });
      expect(jobs("file.describe")[1]).toEqual({ name: "file.describe", cached: 0, fresh: 1 });
      expect(await kept()).toHaveLength(2);
      expect((await send("/api/preview")).statusCode).toBe(200);
      expect(jobs("build.preview")).toEqual([{ name: "build.preview", cached: 2, fresh: 0 }]);
    },
  );

  onLocal("counts a Word export's pages from kept records, and keeps what it had to convert", async () => {
    const { id } = (await saveProject()).json() as { id: string };
    const exported = async () => {
      const response = await client.get(`/api/projects/${id}/export/word`);
      expect(response.statusCode, response.body).toBe(200);
    };
    // The save's checks kept both records: the export converts nothing.
    await exported();
    expect(jobs("build.preview")).toEqual([{ name: "build.preview", cached: 2, fresh: 0 }]);
    // Records gone (swept): the export converts and keeps them again, so the next one converts nothing.
    for (const key of await kept()) await t.storage.delete(key);
    await exported();
    expect(jobs("build.preview")[1]).toEqual({ name: "build.preview", cached: 0, fresh: 2 });
    expect(await kept()).toHaveLength(2);
    await exported();
    expect(jobs("build.preview")[2]).toEqual({ name: "build.preview", cached: 2, fresh: 0 });
  });

  it("removes kept conversions with the build retention, and all of them with the account", async () => {
    for (const file of files) await check(file);
    expect(await kept()).toHaveLength(2);
    // Records are aged by the app's clock from when they were written or last used (their index rows).
    const retention = t.config.buildRetentionHours;
    await runMaintenance(t.database.db, t.storage, new Date(t.clock().getTime() + HOUR), 15, retention);
    expect(await kept()).toHaveLength(2);
    await runMaintenance(
      t.database.db,
      t.storage,
      new Date(t.clock().getTime() + (retention + 1) * HOUR),
      15,
      retention,
    );
    expect(await kept()).toEqual([]);

    for (const file of files) await check(file);
    expect(await kept()).toHaveLength(2);
    const deleted = await client.request({ method: "DELETE", url: "/api/account", payload: { password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedKeys(t, `users/${userId}`)).toEqual([]);
  });
  const retention = () => t.config.buildRetentionHours;
  const sweep = () => runMaintenance(t.database.db, t.storage, t.clock(), 15, retention());

  it("lives the retention from its last use by a preview, not from when it was written", async () => {
    const photo = files[1]!;
    const checked = await check(photo);
    expect(checked.json()).toMatchObject({ status: "ready" });
    expect(await kept()).toHaveLength(1);

    // Used by a preview an hour before it would have expired…
    t.clock.advance((retention() - 1) * HOUR);
    files = [photo];
    expect((await send("/api/preview")).statusCode).toBe(200);
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
    expect((await check(files[1]!)).json()).toMatchObject({ status: "ready" });
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
    expect(await kept()).toHaveLength(2);
    expect(await kept()).toContain(legacy);
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
