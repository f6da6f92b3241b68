// The builder's calls against the real app, a real worker thread and the real engine: who may build, what preview,
// render and compile answer, named file problems, the one-time pass, progress, downloads and their expiry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import { BUILD_ERROR_CODES, BUILDER_MESSAGES } from "@courtready/contracts";
import {
  TestClient,
  buildTestApp,
  signedInClient,
  useTestApp,
  multipartBody,
  postMultipart as send,
} from "../../testing/harness.ts";
import type { MultipartFile, TestApp } from "../../testing/harness.ts";
import { grantByEmail } from "../../admin.ts";
import { runMaintenance } from "../../maintenance.ts";
import { photosForVolumes } from "../../testing/projects.factories.ts";
import { KIT_FILES } from "@courtready/contracts";
import { startTestS3Server } from "../../testing/s3-stand-in.ts";
import type { TestS3Server } from "../../testing/s3-stand-in.ts";
import { expectText } from "@courtready/contracts/testing";

const HOUR = 60 * 60 * 1000;

let pdf: Uint8Array;
let jpeg: Uint8Array;
beforeAll(async () => {
  pdf = await makePdf([{ text: "Lease page one" }, { text: "Lease page two" }]);
  jpeg = await makeJpeg(1200, 900);
});

const files = (): MultipartFile[] => [
  { field: "files", filename: "lease.pdf", bytes: pdf, contentType: "application/pdf" },
  { field: "files", filename: "damage photo.jpg", bytes: jpeg, contentType: "image/jpeg" },
];

const payload = JSON.stringify({
  caseName: "Diaz v. Acme Property",
  caseNumber: "SC-2026-0142",
  partyName: "Rosa Diaz",
  hearingDate: "2026-12-20",
  plaintiffName: "Rosa Diaz",
  role: "plaintiff",
});

describe.each(dialectsUnderTest())("builder calls on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "1", MAX_BUILD_MB: "2" });

  async function member(type: "yearly" | "one_time" = "yearly") {
    const signed = await signedInClient(t().app);
    await grantByEmail(t().database.db, signed.input.email, type, t().clock());
    return signed.client;
  }

  it("asks a visitor to log in and a signed-in person without a membership to buy one", async () => {
    const visitor = new TestClient(t().app);
    const anonymous = await send(visitor, "/api/preview", { binderType: "small_claims" }, files());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      success: false,
      code: BUILD_ERROR_CODES.loginRequired,
      error: `${BUILDER_MESSAGES.loginRequired.title}: ${BUILDER_MESSAGES.loginRequired.description}`,
    });

    const { client } = await signedInClient(t().app);
    const free = await send(client, "/api/preview", { binderType: "small_claims" }, files());
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({
      code: BUILD_ERROR_CODES.membershipRequired,
      error: "Membership Required: Please purchase a membership to create exhibit binders.",
    });
  });

  it("previews: labels, types, page counts, a first-page picture, case info, court, and progress to the end", async () => {
    const client = await member();
    const response = await send(
      client,
      "/api/preview",
      {
        binderType: "small_claims",
        role: "defendant",
        preset_key: "ca_los_angeles",
        payload,
        descriptions: JSON.stringify([
          { name: "lease.pdf", description: "Signed lease", isAiGenerated: false },
        ]),
        buildId: "build-preview-1",
      },
      files(),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { preview } = response.json();
    expect(preview.caseInfo).toEqual({
      caseName: "Diaz v. Acme Property",
      caseNumber: "SC-2026-0142",
      partyName: "Rosa Diaz",
      hearingDate: "2026-12-20",
    });
    expect(preview.totalFiles).toBe(2);
    expect(preview.role).toBe("defendant");
    expect(preview.preset?.key).toBe("ca_los_angeles");
    expect(preview.exhibits.map((e: { label: string }) => e.label)).toEqual(["A", "B"]);
    expect(preview.exhibits[0]).toMatchObject({
      filename: "lease.pdf",
      fileType: "PDF Document",
      pageCount: 2,
      description: "Signed lease",
    });
    expect(preview.exhibits[1]).toMatchObject({
      filename: "damage photo.jpg",
      fileType: "Image",
      pageCount: 1,
    });
    expect(preview.exhibits[1].description).toBeUndefined();
    const image = Buffer.from(
      preview.exhibits[0].previewImage.replace(/^data:image\/jpeg;base64,/, ""),
      "base64",
    );
    expect(image.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(preview.estimatedPages).toBe(2 + 1 + 1 + 1);

    const progress = await client.get("/api/builds/build-preview-1/progress");
    expect(progress.json()).toEqual({
      stage: "done",
      fraction: 1,
      message: "Your preview is ready.",
      outcome: { state: "done", message: "Your preview is ready.", passReturned: false },
    });
    const stranger = await signedInClient(t().app);
    expect((await stranger.client.get("/api/builds/build-preview-1/progress")).statusCode).toBe(404);
  });

  it("names every file that cannot be used, with its reason, and builds nothing", async () => {
    const client = await member();
    const response = await send(client, "/api/preview", {}, [
      ...files(),
      { field: "files", filename: "notes.pdf", bytes: new TextEncoder().encode("PK\u0003\u0004 not a pdf") },
      { field: "files", filename: "empty.txt", bytes: new Uint8Array(0) },
    ]);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe(BUILD_ERROR_CODES.filesRejected);
    expect(body.files.map((f: { name: string }) => f.name).sort()).toEqual(["empty.txt", "notes.pdf"]);
    expect(body.error).toMatch(/^2 files could not be used, and nothing was built\. /);
    expect(body.files.every((f: { reason: string }) => f.reason.length > 10)).toBe(true);
  });

  it("refuses a build with no files, a file over the limit, and files over the total, each with what to do", async () => {
    const client = await member();
    const none = await send(client, "/api/preview", { payload }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(
      "No Files Uploaded: Please upload at least one file to create your binder.",
    );

    const big = new Uint8Array(1.5 * 1024 * 1024);
    const tooBig = await send(client, "/api/preview", {}, [
      { field: "files", filename: "scan.pdf", bytes: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: BUILD_ERROR_CODES.tooLarge, files: [{ name: "scan.pdf" }] });
    expect(tooBig.json().error).toMatch(/^scan\.pdf is larger than 1 MB/);

    const part = new Uint8Array(0.9 * 1024 * 1024);
    const tooMuch = await send(
      client,
      "/api/preview",
      {},
      [1, 2, 3].map((n) => ({ field: "files", filename: `part${n}.pdf`, bytes: part })),
    );
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json().error).toMatch(/add up to more than 2 MB/);

    const badJson = await send(client, "/api/preview", { payload: "{not json" }, files());
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error).toBe("The payload field is not valid JSON.");
  });

  it("renders: links only the owner can use until they expire, reminders from the hearing date, then housekeeping", async () => {
    const client = await member();
    const response = await send(
      client,
      "/api/binders/render",
      { type_slug: "small_claims", role: "plaintiff", preset_key: "ca_los_angeles", payload },
      files(),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.pdf).toMatch(/^\/api\/builds\/[0-9a-f-]{36}\/binder\.pdf$/);
    expect(body.zip).toBe(body.pdf.replace("binder.pdf", "output.zip"));
    expect(body.pageCount).toBeGreaterThanOrEqual(5);
    expect(body.expiresAt).toBe(new Date(t().clock().getTime() + 24 * HOUR).toISOString());
    expect(body.deadlines.map((d: { due_date: string }) => d.due_date)).toEqual([
      "2026-12-06",
      "2026-12-13",
      "2026-12-17",
      "2026-12-20",
    ]);

    const pdfResponse = await client.get(body.pdf);
    expect(pdfResponse.statusCode).toBe(200);
    expect(pdfResponse.headers["content-type"]).toBe("application/pdf");
    expect(pdfResponse.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // A PDF viewer fetches the part it shows.
    const size = pdfResponse.rawPayload.length;
    const tail = await client.request({ method: "GET", url: body.pdf, headers: { range: "bytes=-10" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(pdfResponse.rawPayload.subarray(size - 10))).toBe(true);
    const zipResponse = await client.get(body.zip);
    expect(zipResponse.headers["content-disposition"]).toBe(
      "attachment; filename=\"output.zip\"; filename*=UTF-8''output.zip",
    );
    const entries = Object.keys(unzipSync(new Uint8Array(zipResponse.rawPayload)));
    expect(entries).toEqual(
      expect.arrayContaining(["binder.pdf", "exhibit-list.pdf", "exhibits/Exhibit 1 - lease.pdf"]),
    );

    const stranger = await signedInClient(t().app);
    expect((await stranger.client.get(body.pdf)).statusCode).toBe(404);

    const id = body.pdf.split("/")[3];
    const row = await t()
      .database.db.selectFrom("builds")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(await t().storage.exists(`${row.storage_prefix}/binder.pdf`)).toBe(true);
    t().clock.advance(24 * HOUR + 1);
    const expired = await client.get(body.pdf);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    const removed = await runMaintenance(t().database.db, t().storage, t().clock(), 15);
    expect(removed.builds).toBeGreaterThanOrEqual(1);
    expect(await t().storage.exists(`${row.storage_prefix}/binder.pdf`)).toBe(false);
    expect((await client.get(body.pdf)).statusCode).toBe(404);
    t().clock.advance(-(24 * HOUR + 1));
  });

  it("renders in volumes under the limit the person typed, the download holding every one (issue 24)", async () => {
    const client = await member();
    // Four photos of about 0.25 MB each: over a 0.5 MB limit together, each within it alone.
    const photos = await photosForVolumes();
    const response = await send(
      client,
      "/api/binders/render",
      { type_slug: "small_claims", role: "plaintiff", payload, max_size_mb: "0.5" },
      photos,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.volumes).toBeGreaterThanOrEqual(2);
    const zip = unzipSync(new Uint8Array((await client.get(body.zip)).rawPayload));
    const volumes = Object.keys(zip).filter((name) => /^binder-volume-\d+\.pdf$/.test(name));
    expect(volumes).toHaveLength(body.volumes);
    for (const name of volumes) expect(zip[name]!.byteLength).toBeLessThanOrEqual(0.5 * 1024 * 1024);
    expect(Object.keys(zip)).not.toContain("binder.pdf");

    // Without a choice the binder stays one file, as before; a limit that is not a number is refused.
    const whole = await send(client, "/api/binders/render", { type_slug: "small_claims", payload }, photos);
    expect(whole.json().volumes).toBeUndefined();
    const bad = await send(
      client,
      "/api/binders/render",
      { type_slug: "small_claims", payload, max_size_mb: "lots" },
      photos,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("compiles the enhanced kit as a ZIP download", async () => {
    const client = await member();
    const response = await send(
      client,
      "/api/compile",
      { binderType: "eviction_response", role: "defendant", enhanced: "true", payload },
      files(),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"enhanced-kit.zip\"; filename*=UTF-8''enhanced-kit.zip",
    );
    const kit = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(kit)).toEqual(
      expect.arrayContaining(["binder.pdf", ...Object.values(KIT_FILES), "exhibits/Exhibit A - lease.pdf"]),
    );
    const report = JSON.parse(new TextDecoder().decode(kit["quality-report.json"])) as {
      status: string;
      documents: { label: string; source: string }[];
    };
    expect(report.documents[0]).toMatchObject({ label: "A", source: "lease.pdf" });
    expect(["ok", "check", "fix"]).toContain(report.status);
  });

  it("writes the kit's quality report in the language the request names; the binder stays English (issue 39)", async () => {
    const client = await member();
    const fields = { binderType: "eviction_response", role: "defendant", enhanced: "true", payload };
    const response = await send(client, "/api/compile", { ...fields, language: "es" }, files());
    expect(response.statusCode, response.body).toBe(200);
    const kit = unzipSync(new Uint8Array(response.rawPayload));
    const html = new TextDecoder().decode(kit[KIT_FILES.reportHtml]);
    expectText(html, {
      has: ['<html lang="es">', "<h1>Informe de calidad de la carpeta</h1>", "Prueba A: "],
      lacks: ["Binder quality report"],
    });
    // The same build without a language: an English report, and the very same court copy.
    const english = unzipSync(
      new Uint8Array((await send(client, "/api/compile", fields, files())).rawPayload),
    );
    expect(new TextDecoder().decode(english[KIT_FILES.reportHtml])).toContain('<html lang="en">');
    expect(kit["binder.pdf"]).toEqual(english["binder.pdf"]);
  });

  it("writes the kit's report in the person's language when the request names none (issue 39)", async () => {
    const client = await member();
    const fields = { binderType: "eviction_response", role: "defendant", enhanced: "true", payload };
    const body = multipartBody(fields, files());
    // A browser asking for Spanish (no saved choice, no cookie) and a build request without a language field.
    const response = await client.request({
      method: "POST",
      url: "/api/compile",
      payload: body.payload,
      headers: { ...body.headers, "accept-language": "es-US,es;q=0.9" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const kit = unzipSync(new Uint8Array(response.rawPayload));
    expect(new TextDecoder().decode(kit[KIT_FILES.reportHtml])).toContain('<html lang="es">');
  });

  it("builds a saved project's kept labels into the kit: preview, exhibits, manifest and report agree", async () => {
    const client = await member();
    // The photo kept Exhibit B and the lease Exhibit A, in a new order: photo first.
    const reordered = [...files()].reverse();
    const fields = {
      binderType: "eviction_response",
      role: "defendant",
      payload,
      exhibitLabels: '["B","A"]',
    };
    const preview = await send(client, "/api/preview", fields, reordered);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      (
        preview.json() as { preview: { exhibits: { label: string; filename: string }[] } }
      ).preview.exhibits.map((e) => [e.label, e.filename]),
    ).toEqual([
      ["B", "damage photo.jpg"],
      ["A", "lease.pdf"],
    ]);
    const response = await send(client, "/api/compile", { ...fields, enhanced: "true" }, reordered);
    expect(response.statusCode, response.body).toBe(200);
    const kit = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(kit).filter((name) => name.startsWith("exhibits/"))).toEqual([
      "exhibits/Exhibit B - damage photo.pdf",
      "exhibits/Exhibit A - lease.pdf",
    ]);
    const manifest = new TextDecoder().decode(kit[KIT_FILES.manifest]).split("\r\n").slice(1, 3);
    expect(manifest.map((row) => row.split(",").slice(0, 1))).toEqual([["B"], ["A"]]);
    const report = JSON.parse(new TextDecoder().decode(kit["quality-report.json"])) as {
      documents: { label: string; source: string }[];
    };
    expect(report.documents.map((d) => [d.label, d.source])).toEqual([
      ["B", "damage photo.jpg"],
      ["A", "lease.pdf"],
    ]);

    const mismatched = await send(client, "/api/preview", { ...fields, exhibitLabels: '["A"]' }, reordered);
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe(
      "The exhibitLabels field must give one label for each file, in order.",
    );
  });

  it("a one-time pass allows one binder: previews are free, a failed build gives the use back, the second is refused", async () => {
    const client = await member("one_time");
    expect((await send(client, "/api/preview", { payload }, files())).statusCode).toBe(200);

    const failed = await send(client, "/api/binders/render", { payload }, [
      { field: "files", filename: "broken.pdf", bytes: new TextEncoder().encode("%PDF-1.4 nothing else") },
    ]);
    expect(failed.statusCode).toBe(422);
    expect((await client.get("/api/membership/status")).json().oneTimeUseCount).toBe(0);

    expect((await send(client, "/api/binders/render", { payload }, files())).statusCode).toBe(200);
    expect((await client.get("/api/membership/status")).json().oneTimeUseCount).toBe(1);

    // Another binder (other case answers, or another file) is refused on every call.
    const otherPayload = JSON.stringify({ ...JSON.parse(payload), caseNumber: "SC-2026-0999" });
    const otherFiles = [files()[0]!];
    for (const url of ["/api/preview", "/api/binders/render", "/api/compile"])
      for (const [fields, parts] of [
        [{ payload: otherPayload }, files()],
        [{ payload }, otherFiles],
      ] as const) {
        const again = await send(client, url, fields, [...parts]);
        expect(again.statusCode).toBe(403);
        expect(again.json()).toMatchObject({
          code: BUILD_ERROR_CODES.oneTimeExhausted,
          error:
            "One-Time Use Exhausted: Your one-time use has been consumed. Please purchase another membership.",
        });
      }
  });

  it("a used one-time pass rebuilds the binder it paid for (a filing check's fix) without a second use", async () => {
    const client = await member("one_time");
    expect((await send(client, "/api/binders/render", { payload }, files())).statusCode).toBe(200);
    expect((await client.get("/api/membership/status")).json().oneTimeUseCount).toBe(1);

    // The fixes rebuild the same files and answers: "split" under the court's size limit, "flatten"/"rename" as
    // before, "ocr" as the enhanced kit. Each is the paid binder, so each is built and none takes a use.
    const split = await send(client, "/api/binders/render", { payload, max_size_mb: "10" }, files());
    expect(split.statusCode, split.body).toBe(200);
    expect((await send(client, "/api/binders/render", { payload }, files())).statusCode).toBe(200);
    const kit = await send(client, "/api/compile", { payload }, files());
    expect(kit.statusCode).toBe(200);
    expect(kit.headers["content-type"]).toContain("application/zip");
    expect((await client.get("/api/membership/status")).json().oneTimeUseCount).toBe(1);

    // A changed binder is still refused after the rebuilds.
    const changed = await send(
      client,
      "/api/binders/render",
      { payload: JSON.stringify({ ...JSON.parse(payload), caseName: "Diaz v. Other" }) },
      files(),
    );
    expect(changed.statusCode).toBe(403);
    expect(changed.json().code).toBe(BUILD_ERROR_CODES.oneTimeExhausted);
  });
});

describe.each(dialectsUnderTest())("builder calls on a free installation on %s", (dialect) => {
  const t = useTestApp(dialect, { PAYMENTS: "free" });

  it("builds a binder for any signed-in person, without a membership bought", async () => {
    const { client } = await signedInClient(t().app);
    const rendered = await send(client, "/api/binders/render", { payload }, files());
    expect(rendered.statusCode).toBe(200);
    expect(rendered.json()).toMatchObject({ success: true, pageCount: expect.any(Number) });
  });
});

describe.each(dialectsUnderTest())("builder downloads from S3 on %s", (dialect) => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    // S3_PUBLIC_ENDPOINT: browsers reach the store, so binder downloads go there directly.
    t = await buildTestApp(dialect, { ...s3.env, S3_PUBLIC_ENDPOINT: s3.endpoint });
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it("builds into the bucket and sends the owner, and only the owner, to a presigned address", async () => {
    const signed = await signedInClient(t.app);
    await grantByEmail(t.database.db, signed.input.email, "yearly", t.clock());
    const userId = ((await signed.client.get("/api/auth/user")).json() as { id: string }).id;
    const response = await send(
      signed.client,
      "/api/binders/render",
      { type_slug: "small_claims", role: "plaintiff", preset_key: "ca_los_angeles", payload },
      files(),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { pdf: pdfUrl } = response.json() as { pdf: string };
    expect((await signed.client.get("/api/health")).json().storage).toEqual({ kind: "s3", available: true });

    const redirect = await signed.client.get(pdfUrl);
    expect(redirect.statusCode).toBe(302);
    // The app's /api rule makes it plain no-store; either way the redirect is never cached.
    expect(redirect.headers["cache-control"]).toMatch(/no-store/);
    const location = new URL(redirect.headers.location!);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get("response-content-disposition")).toBe(
      "inline; filename=\"binder.pdf\"; filename*=UTF-8''binder.pdf",
    );
    const bytes = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    const stranger = await signedInClient(t.app);
    expect((await stranger.client.get(pdfUrl)).statusCode).toBe(404);
    // The upload went through the bucket and is gone; the outputs stay until they expire.
    expect(await t.storage.list(`users/${userId}/uploads`)).toEqual([]);
    expect((await t.storage.list(`users/${userId}/builds`)).length).toBe(1);
  });
});
