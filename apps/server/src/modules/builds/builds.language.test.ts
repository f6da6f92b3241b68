// The engine's warnings in the builder's answers, in the person's language (issue 39): a Spanish reader's preview
// and render say a small photo's low-resolution warning in Spanish, an English reader's keep the build's English,
// and the binder itself is the same English binder whatever the language.
import { beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import type { TPreviewResponse, TRenderResponse } from "@courtready/contracts";
import { expectText } from "@courtready/contracts/testing";
import { multipartBody, signedInClient, useTestApp } from "../../testing/harness.ts";
import type { MultipartFile, TestClient } from "../../testing/harness.ts";
import { grantByEmail } from "../../admin.ts";

const SPANISH_BROWSER = { "accept-language": "es-US,es;q=0.9" };
const ENGLISH_BROWSER = { "accept-language": "en-US,en;q=0.9" };

let files: MultipartFile[];
beforeAll(async () => {
  files = [
    {
      field: "files",
      filename: "lease.pdf",
      bytes: await makePdf([{ text: "Lease" }]),
      contentType: "application/pdf",
    },
    // Small enough to print at a low resolution on a Letter page: the engine warns about it.
    { field: "files", filename: "kitchen.jpg", bytes: await makeJpeg(800, 600), contentType: "image/jpeg" },
  ];
});

const fields = {
  binderType: "small_claims",
  role: "plaintiff",
  payload: JSON.stringify({ caseName: "Diaz v. Acme", partyName: "Rosa Diaz", plaintiffName: "Rosa Diaz" }),
};

describe.each(dialectsUnderTest())("the builder's warnings in the person's language on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function member(): Promise<TestClient> {
    const signed = await signedInClient(t().app);
    await grantByEmail(t().database.db, signed.input.email, "yearly", t().clock());
    return signed.client;
  }

  async function post<T>(client: TestClient, url: string, headers: Record<string, string>): Promise<T> {
    const body = multipartBody(fields, files);
    const response = await client.request({
      method: "POST",
      url,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  it("says the preview's low-resolution warning in Spanish to a Spanish reader, in English to an English one", async () => {
    const client = await member();
    const spanish = await post<TPreviewResponse>(client, "/api/preview", SPANISH_BROWSER);
    const english = await post<TPreviewResponse>(client, "/api/preview", ENGLISH_BROWSER);
    const photo = (answer: TPreviewResponse) =>
      answer.preview.exhibits.find((e) => e.filename === "kitchen.jpg")!;
    expect(photo(english).warnings).toHaveLength(1);
    expectText(photo(english).warnings.join("\n"), {
      has: ["dpi when printed at this size and may look blurry"],
      lacks: ["ppp"],
    });
    expect(photo(spanish).warnings).toHaveLength(1);
    expectText(photo(spanish).warnings.join("\n"), {
      has: ["ppp al imprimirse en este tamaño y puede verse borrosa"],
      lacks: ["dpi when printed"],
    });
    // The exhibits themselves (labels, the English binder's) are the same.
    expect(spanish.preview.exhibits.map((e) => e.label)).toEqual(
      english.preview.exhibits.map((e) => e.label),
    );
  });

  it("says the render's warnings in Spanish after each file's name, and builds the same binder", async () => {
    const client = await member();
    const spanish = await post<TRenderResponse>(client, "/api/binders/render", SPANISH_BROWSER);
    const english = await post<TRenderResponse>(client, "/api/binders/render", ENGLISH_BROWSER);
    expect(english.warnings).toEqual([expect.stringMatching(/^kitchen\.jpg: this image is only \d+ dpi/)]);
    expect(spanish.warnings).toEqual([
      expect.stringMatching(/^kitchen\.jpg: esta imagen tiene solo \d+ ppp/),
    ]);
    expect(spanish.pageCount).toBe(english.pageCount);
  });

  it("names a refused file with the engine's reason in Spanish, in the message and on the file (issue 39)", async () => {
    const client = await member();
    const damaged = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> broken beyond repair");
    const body = multipartBody(fields, [
      files[0]!,
      { field: "files", filename: "roto.pdf", bytes: damaged, contentType: "application/pdf" },
    ]);
    const response = await client.request({
      method: "POST",
      url: "/api/preview",
      payload: body.payload,
      headers: { ...body.headers, ...SPANISH_BROWSER },
    });
    expect(response.statusCode, response.body).toBe(422);
    const answer = response.json() as {
      message: string;
      error: string;
      files: { name: string; reason: string }[];
    };
    expect(answer.files).toEqual([
      { name: "roto.pdf", reason: expect.stringMatching(/^este PDF está dañado y no se puede reparar/) },
    ]);
    expect(answer.error).toBe(answer.message);
    expectText(answer.message, { has: ["roto.pdf: este PDF está dañado"], lacks: ["cannot be repaired"] });
  });
});
