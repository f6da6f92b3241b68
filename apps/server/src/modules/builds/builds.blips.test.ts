// Dependency blips cost nothing (issue 41): a request waiting for its build reads through a database outage and gets
// the binder; a finished binder is stored through a storage outage; a build whose outputs cannot be stored within the
// budget is given up with its pass back and its files removed at once. Outages are dependencies that fail for N
// calls; pauses run on a counted clock (testing/counted-time.ts), so nothing here waits for the outage's length.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { dialectsUnderTest } from "@courtready/db/testing";
import type { TestApp } from "../../testing/harness.ts";
import { connectionLost, countedTime } from "../../testing/counted-time.ts";
import { buildFactories, queueTestScene } from "../../testing/builds.factories.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { sourceDigest } from "@courtready/engine";
import { readInputs, stageInputs } from "./builds.run.ts";
import type { TJobInput } from "./builds.service.ts";

/** The database as a process sees it through an outage: its next `failures` reads fail as a dropped connection. */
function flakyReads(db: Kysely<Database>, failures: number): { db: Kysely<Database>; failed: () => number } {
  let failed = 0;
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === "selectFrom" && failed < failures) {
        failed += 1;
        return () => {
          throw connectionLost();
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, failed: () => failed };
}

/** The storage through an outage: the listed operations fail for `failures` calls on keys under `under`. */
function flakyStorage(
  storage: FileStorage,
  failures: number,
  under: string,
): { storage: FileStorage; failed: () => number } {
  let failed = 0;
  const fail = (key: string) => {
    if (key.includes(under) && failed < failures) {
      failed += 1;
      throw connectionLost();
    }
  };
  return {
    failed: () => failed,
    storage: {
      ...storage,
      async put(key, data) {
        fail(key);
        return storage.put(key, data);
      },
      async deleteFolder(prefix) {
        fail(prefix);
        return storage.deleteFolder(prefix);
      },
    },
  };
}

describe.each(dialectsUnderTest())("builds through dependency blips on %s", (dialect) => {
  const { scene, queue: queueOf } = queueTestScene(dialect);
  let t: TestApp;
  let pdf: Uint8Array;
  beforeAll(() => ({ t, pdf } = scene));

  const factories = () => buildFactories(t, pdf);
  const queuedBuild = async () => {
    const { user, membership } = await factories().onePassHolder();
    const job = await factories().leftRunning(user.id, membership.id, {
      state: "queued",
      owner: null,
      attempts: 0,
    });
    return { user, membership, job };
  };

  it("keeps the request waiting through a database outage and answers with the binder; the pass is used once", async () => {
    const { membership, job } = await queuedBuild();
    // The web process's view of the database drops for 12 reads (about 40 s of pauses); the worker's does not.
    const outage = countedTime(90_000);
    const web = flakyReads(t.database.db, 12);
    const waiter = queueOf({ retry: outage.policy, db: web.db, runs: false });
    const waited = waiter.wait(job.id, new AbortController().signal);
    await queueOf({ retry: countedTime(90_000).policy }).start();
    const ended = await waited;
    expect(web.failed()).toBe(12);
    expect(outage.pauses.reduce((a, b) => a + b, 0)).toBeGreaterThan(30_000);
    expect(ended).toMatchObject({ state: "done", use_returned: 0 });
    expect(ended.build_id).toBeTruthy();
    expect(await factories().useCount(membership.id)).toBe(1);
  });

  it("reads a build's files through a storage outage, each retry told to the log", async () => {
    const key = `users/blips/uploads/${dialect}/exhibit.pdf`;
    await t.storage.put(key, pdf);
    let failed = 0;
    const storage: FileStorage = {
      ...t.storage,
      async get(wanted) {
        if (failed < 3) {
          failed += 1;
          throw connectionLost();
        }
        return t.storage.get(wanted);
      },
    };
    const told: number[] = [];
    // readInputs reads only the files' names and keys of a job's input.
    const input = { files: [{ name: "exhibit.pdf", key }] } as unknown as TJobInput;
    const files = await readInputs(storage, input, countedTime(90_000).policy, (_error, attempt) =>
      told.push(attempt),
    );
    expect(told).toEqual([1, 2, 3]);
    expect(Buffer.from(files[0]!.bytes).equals(Buffer.from(pdf))).toBe(true);
  });

  it("copies a build's files into the job's folder through a cut stream, from the start again, hashed", async () => {
    const key = `users/blips/uploads/${dialect}/staged.pdf`;
    await t.storage.put(key, pdf);
    // The first copy is cut half-way: a part of the file arrives, then the connection drops.
    const cut = () =>
      new Readable({
        read() {
          this.push(Buffer.from(pdf.subarray(0, Math.floor(pdf.length / 2))));
          this.destroy(connectionLost());
        },
      });
    let calls = 0;
    const storage: FileStorage = {
      ...t.storage,
      get: async (wanted) => (++calls > 1 ? t.storage.get(wanted) : cut()),
    };
    const told: number[] = [];
    const dir = await mkdtemp(path.join(tmpdir(), "courtready-stage-"));
    try {
      const input = { files: [{ name: "exhibit.pdf", key }] } as unknown as TJobInput;
      const staged = await stageInputs(storage, input, dir, countedTime(90_000).policy, (_error, attempt) =>
        told.push(attempt),
      );
      expect(told).toEqual([1]);
      expect(staged).toEqual([
        { name: "exhibit.pdf", path: path.join(dir, "inputs", "0"), digest: sourceDigest(pdf) },
      ]);
      // The whole file once, not the cut part followed by the whole.
      expect(Buffer.from(await readFile(staged[0]!.path)).equals(Buffer.from(pdf))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("stores a finished binder through a storage outage instead of throwing it away", async () => {
    const { user, membership, job } = await queuedBuild();
    const outage = countedTime(90_000);
    const store = flakyStorage(t.storage, 5, "/builds/");
    const queue = queueOf({ retry: outage.policy, storage: store.storage });
    await queue.start();
    const ended = await queue.wait(job.id, new AbortController().signal);
    expect(store.failed()).toBe(5);
    expect(outage.pauses).toEqual([250, 500, 1000, 2000, 4000]);
    expect(ended).toMatchObject({ state: "done", use_returned: 0 });
    const prefix = `users/${user.id}/builds/${ended.build_id}`;
    expect(await t.storage.exists(`${prefix}/binder.pdf`)).toBe(true);
    expect(await t.storage.exists(`${prefix}/output.zip`)).toBe(true);
    expect(await factories().useCount(membership.id)).toBe(1);
  });

  it("gives up a build it cannot store within the budget: the pass comes back and nothing is left, uploads at once", async () => {
    const { user, membership, job } = await queuedBuild();
    expect(await t.storage.exists(`${job.prefix}/0`)).toBe(true);
    const outage = countedTime(20_000);
    // Every write of the binder fails; removing what was stored fails twice more before the storage is back.
    const binders = flakyStorage(t.storage, Number.POSITIVE_INFINITY, "/builds/");
    let removalsRefused = 0;
    const storage: FileStorage = {
      ...binders.storage,
      async deleteFolder(prefix) {
        if (removalsRefused < 2) {
          removalsRefused += 1;
          throw connectionLost();
        }
        return t.storage.deleteFolder(prefix);
      },
    };
    const queue = queueOf({ retry: outage.policy, storage });
    await queue.start();
    const ended = await queue.wait(job.id, new AbortController().signal);
    expect(ended).toMatchObject({ state: "failed", use_returned: 1 });
    expect(await factories().useCount(membership.id)).toBe(0);
    expect(removalsRefused).toBe(2);
    expect(await t.storage.list(`users/${user.id}/builds`)).toEqual([]);
    // The build's own uploads are gone when its row ends, not at the hourly sweep.
    expect(await t.storage.exists(`${job.prefix}/0`)).toBe(false);
  });
});
