// The builder's file check and PDF unlock over HTTP on SQLite and PostgreSQL: each added file answers as the row's
// state (ready with its pages, or what is wrong and what to do), a locked PDF opens with its password and with no
// other, the password is never repeated, and only a signed-in person may use either.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { INSPECT_FILE_URL, UNLOCK_PDF_URL, ZFileInspection } from "@courtready/contracts";
import { outlookMsg, ROOF_MSG } from "@courtready/engine/testing/email";
import { WHATSAPP_ANDROID_US } from "@courtready/engine/testing/messages";
import { makePdf } from "@courtready/engine/testing";
import { multipartBody, signedInClient, TestClient, useTestApp } from "../../testing/harness.ts";
import { endCheck, startCheck } from "./inspect.service.ts";

/** The shared corpus beside the repository (never copied into it). */
const corpus = (relative: string) =>
  new Uint8Array(
    readFileSync(path.resolve(import.meta.dirname, "../../../../../../shared/corpus", relative)),
  );
const LOCKED = "pdf/qpdf_enc-R6-V5_user-view_owner-master.pdf";

function inspect(
  client: TestClient,
  filename: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const body = multipartBody(fields, { filename, bytes });
  return client.request({
    method: "POST",
    url: INSPECT_FILE_URL,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

function unlock(
  client: TestClient,
  filename: string,
  bytes: Uint8Array,
  password: string,
  headers: Record<string, string> = {},
) {
  const body = multipartBody({ password }, { filename, bytes });
  return client.request({
    method: "POST",
    url: UNLOCK_PDF_URL,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

describe.each(dialectsUnderTest())("the builder's file check on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "1" }, "each test");

  it("answers ready with the type and pages the bytes have, whatever the name says", async () => {
    const { client } = await signedInClient(t().app);
    const answer = await inspect(client, "lease.jpg", await makePdf([{ text: "One" }, { text: "Two" }]));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: "ready", fileType: "PDF Document", pageCount: 2, warnings: [] });
  });

  it("lists a message export's conversations, its days in the browser's zone, and keeps a plain .txt as text", async () => {
    const { client } = await signedInClient(t().app);
    const chat = new TextEncoder().encode(WHATSAPP_ANDROID_US);
    const answer = await inspect(client, "notes.txt", chat, { timeZone: "America/New_York" });
    expect(answer.statusCode).toBe(200);
    const body = ZFileInspection.parse(answer.json());
    if (body.status !== "messages") throw new Error(`not listed: ${body.status}`);
    expect(body.summary.exportApp).toBe("WhatsApp (Android)");
    expect(body.summary.conversations).toHaveLength(1);
    // 9:05 AM in New York is 14:05 UTC: the wall-clock times were read in the zone sent.
    expect(body.summary.conversations[0]).toMatchObject({ messages: 5, first: "2025-03-01T14:05:00.000Z" });
    const text = await inspect(client, "notes.txt", new TextEncoder().encode("Rent paid on the 1st.\n"));
    expect(text.json()).toMatchObject({ status: "ready", fileType: "Text Document" });
  });

  it("lists an Outlook .msg as one e-mail thread, by its subject, for the picker", async () => {
    const { client } = await signedInClient(t().app);
    const answer = await inspect(client, "roof.msg", outlookMsg(ROOF_MSG), { timeZone: "America/New_York" });
    expect(answer.statusCode).toBe(200);
    const body = ZFileInspection.parse(answer.json());
    if (body.status !== "messages") throw new Error(`not listed: ${body.status}`);
    expect(body.summary.exportApp).toBe("Microsoft Outlook (.msg)");
    expect(body.summary.conversations).toEqual([
      expect.objectContaining({ title: "Roof repairs", messages: 1, first: "2025-03-07T15:45:00.000Z" }),
    ]);
  });

  it("limits one person to four checks at once, counted in the database so every web process sees them", async () => {
    const signed = await signedInClient(t().app);
    const user = await t()
      .database.db.selectFrom("users")
      .select("id")
      .where("email", "=", signed.input.email.toLowerCase())
      .executeTakeFirstOrThrow();
    // Four checks under way elsewhere (another web process): the slots are rows, not this process's memory.
    for (let i = 0; i < 4; i++) expect(await startCheck(t().database.db, user.id, t().clock())).toBe(true);
    const pdf = await makePdf([{ text: "One" }]);
    const busy = await inspect(signed.client, "receipt.pdf", pdf);
    expect(busy.statusCode).toBe(429);
    expect(busy.json().message).toBe(
      "Too many files are being checked at once. Wait a moment, then try again.",
    );
    await endCheck(t().database.db, user.id);
    expect((await inspect(signed.client, "receipt.pdf", pdf)).json()).toMatchObject({ status: "ready" });
    // That check gave its slot back: one is free again.
    expect(await startCheck(t().database.db, user.id, t().clock())).toBe(true);
    expect(await startCheck(t().database.db, user.id, t().clock())).toBe(false);
  });

  it("names an empty, a locked, a damaged and a mislabelled file's problem and what to do", async () => {
    const { client } = await signedInClient(t().app);
    const empty = (await inspect(client, "empty.pdf", new Uint8Array())).json();
    expect(empty).toMatchObject({ status: "attention", code: "EMPTY_FILE", problem: "This file is empty" });
    expect(empty.reason).toMatch(/^This file is empty/);

    const locked = (await inspect(client, "locked.pdf", corpus(LOCKED))).json();
    expect(locked).toMatchObject({ status: "attention", code: "PDF_NEEDS_PASSWORD", canUnlock: true });

    const damaged = (await inspect(client, "letter.docx", corpus("office/testWORD_truncated.docx"))).json();
    expect(damaged).toMatchObject({
      status: "attention",
      code: "OFFICE_CONVERSION_FAILED",
      canUnlock: false,
    });
    expect(damaged.reason).toMatch(/save a new copy/);

    const mislabelled = (await inspect(client, "notes.doc", corpus("office/testWordPerfect_42.doc"))).json();
    expect(mislabelled).toMatchObject({
      status: "attention",
      code: "UNSUPPORTED_TYPE",
      problem: "This kind of file cannot go in a binder",
    });
  });

  it("says the problem and what to do in Spanish to a Spanish reader (issue 39)", async () => {
    const { client } = await signedInClient(t().app);
    const spanish = (name: string, bytes: Uint8Array) =>
      inspect(client, name, bytes, {}, { "accept-language": "es-US,es;q=0.9" }).then((answer) =>
        answer.json(),
      );
    expect(await spanish("empty.pdf", new Uint8Array())).toMatchObject({
      status: "attention",
      code: "EMPTY_FILE",
      problem: "Este archivo está vacío",
      reason: "Este archivo está vacío (0 bytes); revise que eligió el archivo correcto.",
    });
    expect(await spanish("locked.pdf", corpus(LOCKED))).toMatchObject({
      code: "PDF_NEEDS_PASSWORD",
      problem: "Este PDF tiene contraseña",
      reason: expect.stringMatching(/^Este PDF tiene contraseña; ábralo, guarde o imprima una copia/),
      canUnlock: true,
    });
    const big = await spanish("big.pdf", new Uint8Array(1024 * 1024 + 10).fill(65));
    expect(big).toMatchObject({ code: "TOO_LARGE", problem: "Este archivo es demasiado grande" });
    // The upload's own limit (the server's, with its number) stops it before the engine's check.
    expect(big.reason).toMatch(/^Este archivo pesa más de 1 MB, el límite para un archivo\./);
    // The sniffer's refusals come by code (contracts' FILE_REFUSALS) and are said from the Spanish catalogue.
    const mislabelled = await spanish("notes.doc", corpus("office/testWordPerfect_42.doc"));
    expect(mislabelled).toMatchObject({
      code: "UNSUPPORTED_TYPE",
      problem: "Este tipo de archivo no puede ir en una carpeta",
      reason: expect.stringMatching(/^El nombre de este archivo dice que es un archivo de Word \(\.doc\)/),
    });
    const page = new TextEncoder().encode("<!doctype html><html><body>Lease</body></html>");
    expect(await spanish("lease.html", page)).toMatchObject({
      code: "UNSUPPORTED_TYPE",
      reason: expect.stringMatching(
        /^Este archivo es una página web \(HTML\), que no puede ir en una carpeta; /,
      ),
    });
    // The rarer reasons come by code too: a damaged Word file is said in Spanish, title and reason.
    const damaged = await spanish("letter.docx", corpus("office/testWORD_truncated.docx"));
    expect(damaged).toMatchObject({
      code: "OFFICE_CONVERSION_FAILED",
      problem: "No se pudo abrir este archivo",
      reason: expect.stringMatching(/^Este archivo de Word está dañado: el archivo está cortado o roto/),
    });
    expect(damaged.reason).not.toMatch(/damaged|upload/);
  });

  it("says a file over the size limit is too large, reading no more of it than the limit", async () => {
    const { client } = await signedInClient(t().app);
    const answer = await inspect(client, "big.pdf", new Uint8Array(1024 * 1024 + 10).fill(65));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: "attention", code: "TOO_LARGE" });
  });

  it("unlocks a PDF with its password into one that checks ready; a wrong one is refused without repeating it", async () => {
    const { client } = await signedInClient(t().app);
    const wrong = await unlock(client, "locked.pdf", corpus(LOCKED), "secret-guess-123");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toMatch(/does not open this PDF/);
    expect(wrong.body).not.toContain("secret-guess-123");
    // To a Spanish reader the engine's reason (by its code) is Spanish.
    const spanish = await unlock(client, "locked.pdf", corpus(LOCKED), "secret-guess-123", {
      "accept-language": "es-US,es;q=0.9",
    });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().message).toBe(
      "Esa contraseña no abre este PDF; revísela (las mayúsculas cuentan) e intente otra vez.",
    );

    const opened = await unlock(client, "locked.pdf", corpus(LOCKED), "view");
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("application/pdf");
    expect(opened.headers["cache-control"]).toBe("no-store");
    const bytes = new Uint8Array(opened.rawPayload);
    expect((await inspect(client, "locked.pdf", bytes)).json()).toMatchObject({
      status: "ready",
      pageCount: 30,
    });
  });

  it("needs a password and a signed-in person", async () => {
    const { client } = await signedInClient(t().app);
    expect((await unlock(client, "locked.pdf", corpus(LOCKED), "")).statusCode).toBe(400);
    const stranger = new TestClient(t().app);
    expect((await inspect(stranger, "a.pdf", await makePdf([{ text: "x" }]))).statusCode).toBe(401);
    expect((await unlock(stranger, "locked.pdf", corpus(LOCKED), "view")).statusCode).toBe(401);
  });
});
