// A build with a translated exhibit through the real app, worker thread and engine (issue 39 §2): the translation's
// file, sent after the exhibits, is no exhibit of its own; it and the translator's declaration join their
// exhibit, and the index, stamps and page count say so. A typed translation works the same way.
import { beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { pageTexts } from "@courtready/engine/testing/pdf";
import { multipartBody, signedInClient, useTestApp } from "../../testing/harness.ts";
import type { MultipartFile, TestClient } from "../../testing/harness.ts";
import { pdfPart, translationDocs, translator as who } from "../../testing/translation.factories.ts";
import { BUILD_ERROR_CODES } from "@courtready/contracts";
import { grantByEmail } from "../../admin.ts";

let carta: Uint8Array;
let recibo: Uint8Array;
let english: Uint8Array;
beforeAll(async () => {
  ({ carta, recibo, english } = await translationDocs());
});

function render(client: TestClient, fields: Record<string, string>, parts: MultipartFile[]) {
  const body = multipartBody({ type_slug: "small_claims", role: "defendant", ...fields }, parts);
  return client.request({
    method: "POST",
    url: "/api/binders/render",
    payload: body.payload,
    headers: body.headers,
  });
}

describe.each(dialectsUnderTest())("a build with a translated exhibit on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function member(type: "yearly" | "one_time" = "yearly") {
    const signed = await signedInClient(t().app);
    await grantByEmail(t().database.db, signed.input.email, type, t().clock());
    return signed.client;
  }

  it("puts the translation's file and the declaration inside the exhibit, not as an exhibit of its own", async () => {
    const client = await member();
    const response = await render(
      client,
      {
        descriptions: JSON.stringify([{ name: "carta.pdf", description: "Letter from the landlord" }]),
        translations: JSON.stringify([{ name: "carta.pdf", ...who, file: true }]),
      },
      [pdfPart("carta.pdf", carta), pdfPart("recibo.pdf", recibo), pdfPart("letter-english.pdf", english)],
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // Cover, index, the letter (2), its translation (1), the declaration (1), the receipt (1).
    expect(body.pageCount).toBe(7);
    const pages = pageTexts(new Uint8Array((await client.get(body.pdf)).rawPayload)).map((p) =>
      p.replace(/\s+/g, " "),
    );
    expect(pages).toHaveLength(7);
    expect(pages[1]).toContain("Letter from the landlord (with English translation)");
    expect(pages[1]).not.toContain("letter-english");
    expect(pages[4]).toContain("Dear tenant, the rent is due.");
    expect(pages[4]).toContain("Exhibit A – page 3 of 4");
    expect(pages[5]).toContain(
      "I, Ana Ruiz, declare that I am competent to translate from Spanish into English, that my qualifications are: Court-certified Spanish interpreter",
    );
    expect(pages[6]).toContain("Exhibit B – page 1 of 1");
  });

  it("counts a translated exhibit's translation and declaration pages in the preview (issue 39 §2)", async () => {
    const client = await member();
    const body = multipartBody(
      {
        type_slug: "small_claims",
        role: "defendant",
        translations: JSON.stringify([
          { name: "carta.pdf", ...who, file: true },
          { name: "recibo.pdf", ...who, text: "Rent receipt, November." },
        ]),
      },
      [pdfPart("carta.pdf", carta), pdfPart("recibo.pdf", recibo), pdfPart("letter-english.pdf", english)],
    );
    const response = await client.request({
      method: "POST",
      url: "/api/preview",
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { preview } = response.json();
    // The letter: 2 + its translation (1) + the declaration (1); the receipt: 1 + typed text (1) + the declaration.
    expect(preview.exhibits.map((e: { pageCount: number }) => e.pageCount)).toEqual([4, 3]);
    expect(preview.totalFiles).toBe(2);
    // The binder the render makes of the same files has as many pages: cover, index, 4 and 3.
    expect(preview.estimatedPages).toBe(2 + 4 + 3);
  });

  it("takes typed text as the translation, and refuses one without the translator's qualifications", async () => {
    const client = await member();
    const typed = await render(
      client,
      { translations: JSON.stringify([{ name: "recibo.pdf", ...who, text: "Rent receipt, November." }]) },
      [pdfPart("carta.pdf", carta), pdfPart("recibo.pdf", recibo)],
    );
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().pageCount).toBe(2 + 2 + 3);
    const refused = await render(
      client,
      { translations: JSON.stringify([{ name: "recibo.pdf", ...who, qualifications: " ", text: "x" }]) },
      [pdfPart("recibo.pdf", recibo)],
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("The translations field is not valid.");
  });

  it("a used one-time pass rebuilds its translated binder with the declaration reworded, not with another translation", async () => {
    const client = await member("one_time");
    const parts = () => [
      pdfPart("carta.pdf", carta),
      pdfPart("recibo.pdf", recibo),
      pdfPart("letter-english.pdf", english),
    ];
    const translations = (entries: object[]) => ({ translations: JSON.stringify(entries) });
    const paid = await render(client, translations([{ name: "carta.pdf", ...who, file: true }]), parts());
    expect(paid.statusCode, paid.body).toBe(200);
    const uses = async () => (await client.get("/api/membership/status")).json().oneTimeUseCount;
    expect(await uses()).toBe(1);

    // The translator's name corrected: the same binder, built again without a second use.
    const reworded = await render(
      client,
      translations([{ name: "carta.pdf", ...who, translator: "Ana María Ruiz", file: true }]),
      parts(),
    );
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect(await uses()).toBe(1);

    // Another exhibit translated (its pages added), or the letter's translation typed anew: another binder.
    const changed: [Record<string, string>, MultipartFile[]][] = [
      [
        translations([
          { name: "carta.pdf", ...who, file: true },
          { name: "recibo.pdf", ...who, text: "Rent receipt, November." },
        ]),
        parts(),
      ],
      [
        translations([{ name: "carta.pdf", ...who, text: "Dear tenant, pay 5,000 dollars now." }]),
        parts().slice(0, 2),
      ],
    ];
    for (const [fields, files] of changed) {
      const refused = await render(client, fields, files);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe(BUILD_ERROR_CODES.oneTimeExhausted);
    }
    expect(await uses()).toBe(1);
  });
});
