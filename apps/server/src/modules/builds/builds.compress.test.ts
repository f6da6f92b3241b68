// "Make the scans smaller" (issue 37 §3) against the real app, worker and engine: the preview estimates each scan's
// size once compressed, and a render asked with compress_scans comes as one file where it would otherwise be volumes.
import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import { signedInClient, useTestApp, postMultipart as send } from "../../testing/harness.ts";
import { scanParts } from "../../testing/projects.factories.ts";
import { grantByEmail } from "../../admin.ts";

const LIMIT = 1024 * 1024;
const scans = scanParts();

const payload = JSON.stringify({ caseName: "Diaz v. Acme Property", plaintiffName: "Rosa Diaz" });

describe.each(dialectsUnderTest())("scans made smaller on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "2", MAX_BUILD_MB: "4" });

  it("estimates in the preview and renders one file instead of volumes when asked", async () => {
    const { client, input } = await signedInClient(t().app);
    await grantByEmail(t().database.db, input.email, "yearly", t().clock());

    const preview = await send(client, "/api/preview", { binderType: "small_claims", payload }, scans);
    expect(preview.statusCode, preview.body).toBe(200);
    const exhibits = preview.json().preview.exhibits as { bytes: number; compressedBytes: number }[];
    expect(exhibits.map((e) => e.bytes)).toEqual(scans.map((s) => s.bytes.byteLength));
    for (const e of exhibits) expect(e.compressedBytes).toBeLessThan(e.bytes / 2);

    const fields = { type_slug: "small_claims", role: "plaintiff", payload, max_size_mb: "1" };
    const split = await send(client, "/api/binders/render", fields, scans);
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().volumes).toBeGreaterThanOrEqual(2);

    const smaller = await send(client, "/api/binders/render", { ...fields, compress_scans: "true" }, scans);
    expect(smaller.statusCode, smaller.body).toBe(200);
    expect(smaller.json().volumes).toBeUndefined();
    const scansBytes = scans.reduce((n, s) => n + s.bytes.byteLength, 0);
    expect(smaller.json().scans.beforeBytes).toBe(scansBytes);
    expect(smaller.json().scans.afterBytes).toBeLessThan(scansBytes / 2);
    expect(split.json().scans).toBeUndefined();
    const zip = unzipSync(new Uint8Array((await client.get(smaller.json().zip)).rawPayload));
    expect(zip["binder.pdf"]!.byteLength).toBeLessThanOrEqual(LIMIT);
    expect(Object.keys(zip).filter((name) => /^binder-volume-\d+\.pdf$/.test(name))).toEqual([]);

    // A scanned page heavier than the limit cannot be split: refused as it is, built once its scan is smaller.
    const tight = { ...fields, max_size_mb: "0.5" };
    expect((await send(client, "/api/binders/render", tight, scans)).statusCode).toBe(422);
    const rescued = await send(client, "/api/binders/render", { ...tight, compress_scans: "true" }, scans);
    expect(rescued.statusCode, rescued.body).toBe(200);
  });
});
