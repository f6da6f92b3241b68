// Redaction in the builder over HTTP (issue 43) on SQLite and PostgreSQL, with a real worker thread and the real
// engine: a bank statement's hits and page pictures come back for the court's rules; a build carrying the accepted
// hits and a drawn box makes a binder holding none of the values (its index description redacted too), while the
// same build without them keeps the original; a photo is read as one page and a box on it is black in the binder;
// a Word file is found in and redacted on its PDF conversion, and looked in for black boxes over text when added only
// in the conversion its check kept; a text file is answered with what to do.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { FIND_REDACTIONS_URL } from "@courtready/contracts";
import type { TFindRedactionsAnswer } from "@courtready/contracts";
import { encodeConversion, sourceDigest } from "@courtready/engine";
import {
  makeBankStatementDocx,
  makeBankStatementPdf,
  makeFakeRedactionPdf,
  makeJpeg,
} from "@courtready/engine/testing";
import { grantByEmail } from "../../admin.ts";
import { multipartBody, signedInClient } from "../../testing/harness.ts";
import type { TestClient } from "../../testing/harness.ts";
import { useTestApp } from "../../testing/harness.ts";
import { conversionKey } from "./conversions.ts";

const SSN = "123-45-6789";
const ACCOUNT = "123456789012";
const dir = mkdtempSync(path.join(tmpdir(), "courtready-redaction-http-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let statement: Uint8Array;
beforeAll(async () => {
  statement = await makeBankStatementPdf({ ssn: SSN, account: ACCOUNT });
});

function find(client: TestClient, filename: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  return client.request({
    method: "POST",
    url: FIND_REDACTIONS_URL,
    ...multipartBody(fields, { filename, bytes }),
  });
}

/** The binder's text and its whole-file dump, as poppler and qpdf read them. */
function readBinder(bytes: Buffer): { text: string; qdf: string } {
  const file = path.join(dir, `binder-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return {
    text: execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }),
    qdf: execFileSync("qpdf", ["--qdf", "--object-streams=disable", file, "-"]).toString("latin1"),
  };
}

describe.each(dialectsUnderTest())("redaction in the builder on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "1" });

  it("finds a statement's SSN and account number for a federal court, with its page drawn", async () => {
    const { client } = await signedInClient(t().app);
    const answer = await find(client, "statement.pdf", statement, { preset_key: "ca_us_district_central" });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as TFindRedactionsAnswer;
    if (body.status !== "found") throw new Error(body.reason);
    expect(body.rules.id).toBe("frcp-5.2");
    expect(body.pageCount).toBe(1);
    expect(body.pages[0]!.image).toMatch(/^data:image\/jpeg;base64,\/9j/);
    expect(body.hits.map((h) => h.kind).sort()).toEqual([
      "financial-account-number",
      "social-security-number",
    ]);
    expect(body.hits.every((h) => h.page === 1 && h.boxes.length > 0 && h.reason.includes("5.2"))).toBe(true);
  });

  it("draws pages from the one asked for, without finding, for the builder's further pages", async () => {
    const { client } = await signedInClient(t().app);
    const answer = await find(client, "statement.pdf", statement, { mode: "pages", first_page: "1" });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as TFindRedactionsAnswer;
    if (body.status !== "found") throw new Error(body.reason);
    expect(body.pages.map((p) => p.page)).toEqual([1]);
    expect(body.pages[0]!.image).toMatch(/^data:image\/jpeg;base64,\/9j/);
    expect(body.hits).toEqual([]);
    const beyond = (
      await find(client, "statement.pdf", statement, { mode: "pages", first_page: "2" })
    ).json() as TFindRedactionsAnswer;
    expect(beyond).toMatchObject({ status: "found", pageCount: 1, pages: [] });
  });

  it("reads a photo as one page in its pixels, and answers other files with what to do", async () => {
    const { client } = await signedInClient(t().app);
    const answer = await find(client, "photo.jpg", await makeJpeg(50, 50));
    expect(answer.json()).toMatchObject({
      status: "found",
      pageCount: 1,
      pages: [{ page: 1, width: 50, height: 50 }],
      hits: [],
    });
    const text = await find(client, "notes.txt", new TextEncoder().encode("SSN 123-45-6789\n"));
    expect(text.json()).toEqual({ status: "unavailable", reason: expect.stringContaining("PDF") });
  });

  it("looks for a black box over text in a Word file's kept conversion when it is added, converting nothing", async () => {
    const { client } = await signedInClient(t().app);
    const userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
    const docx = makeBankStatementDocx({ ssn: SSN, account: ACCOUNT });
    const ask = async () =>
      (await find(client, "statement.docx", docx, { mode: "covered" })).json() as TFindRedactionsAnswer;
    // No kept conversion (the check has not run): nothing is looked at, and nothing converted for it.
    expect(await ask()).toEqual({
      status: "found",
      rules: expect.anything(),
      pageCount: 0,
      pages: [],
      hits: [],
      covered: [],
    });
    // The conversion the file's check keeps; here one with a black box over a line, which the Word file has not,
    // so finding it shows the kept conversion was read.
    const pdf = await makeFakeRedactionPdf(SSN);
    const facts = {
      type: "docx" as const,
      content: { kind: "pdf" as const, pdf },
      pageCount: 1,
      warnings: [],
      conversions: [],
      security: [],
    };
    await t().storage.put(
      conversionKey(userId, sourceDigest(docx)),
      encodeConversion(docx, facts, { date: t().clock() }),
    );
    const answer = await ask();
    if (answer.status !== "found") throw new Error(answer.reason);
    expect(answer.covered.map((c) => c.page)).toEqual([1]);
    // Its areas, fixed in one tap, are boxes on the conversion: pinned to its layout like drawn ones.
    expect(answer.layout?.map((l) => l.page)).toEqual([1]);
  });

  it("builds a binder with the accepted hits and a drawn box removed, the index description too", async () => {
    const signed = await signedInClient(t().app);
    await grantByEmail(t().database.db, signed.input.email, "yearly", t().clock());
    const { client } = signed;
    const found = (await find(client, "statement.pdf", statement)).json() as TFindRedactionsAnswer;
    if (found.status !== "found") throw new Error(found.reason);
    const render = (extra: Record<string, string>) =>
      client.request({
        method: "POST",
        url: "/api/binders/render",
        ...multipartBody(
          {
            type_slug: "small_claims",
            descriptions: JSON.stringify([
              { name: "statement.pdf", description: `Statement for ${ACCOUNT}` },
            ]),
            ...extra,
          },
          [{ field: "files", filename: "statement.pdf", bytes: statement, contentType: "application/pdf" }],
        ),
      });
    const redactions = [
      {
        name: "statement.pdf",
        hits: found.hits,
        boxes: [{ page: 1, rect: { x0: 60, y0: 60, x1: 400, y1: 90 } }],
      },
    ];
    const built = await render({ redactions: JSON.stringify(redactions) });
    expect(built.statusCode, built.body).toBe(200);
    const binder = readBinder((await client.get(built.json().pdf)).rawPayload);
    for (const value of [SSN, ACCOUNT]) {
      expect(binder.text.replace(/[ -]/g, "")).not.toContain(value.replace(/-/g, ""));
      expect(binder.qdf).not.toContain(value);
    }
    expect(binder.text).not.toContain("First Example Bank");
    expect(binder.text).toContain("Closing balance");

    // Without the redactions the same build keeps the original: the check above can fail.
    const plain = await render({});
    const original = readBinder((await client.get(plain.json().pdf)).rawPayload);
    expect(original.text).toContain(ACCOUNT);
  });

  it("finds a Word file's numbers on its PDF conversion and builds a binder without them", async () => {
    const signed = await signedInClient(t().app);
    await grantByEmail(t().database.db, signed.input.email, "yearly", t().clock());
    const docx = makeBankStatementDocx({ ssn: SSN, account: ACCOUNT });
    const found = (await find(signed.client, "statement.docx", docx)).json() as TFindRedactionsAnswer;
    if (found.status !== "found") throw new Error(found.reason);
    expect(found.pages[0]).toMatchObject({ page: 1, width: 612, height: 792 });
    expect(found.hits.map((h) => h.kind).sort()).toEqual([
      "financial-account-number",
      "social-security-number",
    ]);
    const render = (redaction: object) =>
      signed.client.request({
        method: "POST",
        url: "/api/binders/render",
        ...multipartBody(
          {
            type_slug: "small_claims",
            redactions: JSON.stringify([{ name: "statement.docx", ...redaction }]),
          },
          [{ field: "files", filename: "statement.docx", bytes: docx }],
        ),
      });
    // A box drawn on a page whose layout the build's conversion no longer matches: refused, the page and the way out
    // named (the fingerprint changed here as a new LibreOffice or other fonts would change it).
    expect(found.layout?.map((l) => l.page)).toEqual([1]);
    const box = { page: 1, rect: { x0: 70, y0: 75, x1: 157, y1: 82 } };
    const moved = found.layout!.map((l) => ({ ...l, sha256: "0".repeat(64) }));
    const refused = await render({ hits: found.hits, boxes: [box], layout: moved });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("page 1 is now laid out differently");
    expect(refused.body).toContain("Look again");
    const built = await render({ hits: found.hits, boxes: [] });
    expect(built.statusCode, built.body).toBe(200);
    const binder = readBinder((await signed.client.get(built.json().pdf)).rawPayload);
    for (const value of [SSN, ACCOUNT]) {
      expect(binder.text.replace(/[ -]/g, "")).not.toContain(value.replace(/-/g, ""));
      expect(binder.qdf).not.toContain(value);
    }
    expect(binder.text).toContain("First Example Bank");
  });

  it("builds a binder whose photo has the drawn box's pixels black and the rest as it was", async () => {
    const signed = await signedInClient(t().app);
    await grantByEmail(t().database.db, signed.input.email, "yearly", t().clock());
    const photo = await makeJpeg(300, 200);
    const render = (redactions: string | null) =>
      signed.client.request({
        method: "POST",
        url: "/api/binders/render",
        ...multipartBody({ type_slug: "small_claims", ...(redactions ? { redactions } : {}) }, [
          { field: "files", filename: "photo.jpg", bytes: photo, contentType: "image/jpeg" },
        ]),
      });
    // The left half of the photo boxed, in its own pixels (the find answer's unit for a photo).
    const boxes = [{ page: 1, rect: { x0: 0, y0: 0, x1: 150, y1: 200 } }];
    const pixels = async (redactions: string | null) => {
      const built = await render(redactions);
      expect(built.statusCode, built.body).toBe(200);
      const file = path.join(dir, `photo-binder-${Math.random().toString(36).slice(2)}.pdf`);
      writeFileSync(file, (await signed.client.get(built.json().pdf)).rawPayload);
      // pdfimages writes a picture that is not kept as JPEG as a binary PPM; -j is not asked, so every one is.
      execFileSync("pdfimages", [file, `${file}-img`]);
      const ppm = readFileSync(`${file}-img-000.ppm`);
      const [, w, h] = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 32).toString("latin1"))!;
      const start = ppm.length - Number(w) * Number(h) * 3;
      const at = (fx: number) =>
        ppm[start + (Math.round(Number(h) / 2) * Number(w) + Math.round(Number(w) * fx)) * 3 + 2]!;
      return { left: at(0.25), right: at(0.75) };
    };
    const redacted = await pixels(JSON.stringify([{ name: "photo.jpg", hits: [], boxes }]));
    expect(redacted.left).toBeLessThan(30);
    expect(redacted.right).toBeGreaterThan(150);
    // The same build without the box keeps the blue on the left: the check above can fail.
    expect((await pixels(null)).left).toBeGreaterThan(150);
  });

  it("refuses the build, page named, when the redacted copy still holds a value", async () => {
    const signed = await signedInClient(t().app);
    await grantByEmail(t().database.db, signed.input.email, "yearly", t().clock());
    const found = (await find(signed.client, "statement.pdf", statement)).json() as TFindRedactionsAnswer;
    if (found.status !== "found") throw new Error(found.reason);
    // The account number's box moved off it: the copy would still carry the number.
    const misplaced = found.hits.map((h) => ({ ...h, boxes: [{ x0: 500, y0: 740, x1: 560, y1: 760 }] }));
    const render = (headers: Record<string, string> = {}) => {
      const body = multipartBody(
        { redactions: JSON.stringify([{ name: "statement.pdf", hits: misplaced, boxes: [] }]) },
        [{ field: "files", filename: "statement.pdf", bytes: statement, contentType: "application/pdf" }],
      );
      return signed.client.request({
        method: "POST",
        url: "/api/binders/render",
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    };
    const refused = await render();
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("could not be verified on page 1");
    expect(refused.body).not.toContain(ACCOUNT);
    // A Spanish reader's row says it in Spanish, what verification found too (issue 39).
    const spanish = await render({ "accept-language": "es-US,es;q=0.9" });
    expect(spanish.statusCode).toBe(422);
    const [row] = (spanish.json() as { files: { name: string; reason: string }[] }).files;
    expect(row!.reason).toMatch(/^No se pudo revisar la copia tachada en la página 1 \(.* todavía /);
    expect(row!.reason).not.toMatch(/could not be verified|redacted value/);
  });

  it("refuses a redaction list that is not valid", async () => {
    const signed = await signedInClient(t().app);
    await grantByEmail(t().database.db, signed.input.email, "yearly", t().clock());
    const refused = await signed.client.request({
      method: "POST",
      url: "/api/binders/render",
      ...multipartBody({ redactions: JSON.stringify([{ name: "a.pdf", hits: "all" }]) }, [
        { field: "files", filename: "statement.pdf", bytes: statement, contentType: "application/pdf" },
      ]),
    });
    expect(refused.statusCode).toBe(400);
  });
});
