// The AI calls over HTTP on SQLite and PostgreSQL: POST /api/generate-description (a real worker reads the file)
// and POST /api/generate-suggestions, for signed-out people, non-members and members; size limits, unreadable
// files, and the OpenAI-compatible provider behind the routes via a local stand-in of its API.
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { AUTH_MESSAGES, LIBRARY_MESSAGES } from "@courtready/contracts";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import {
  buildTestApp,
  multipartBody,
  signedInClient,
  TestClient,
  useTestApp,
} from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { offlineSuggestions } from "./ai.provider.ts";
import { MEMBERSHIP_REQUIRED_MESSAGE } from "../../policy.ts";
import { ZSuggestionsRequest } from "@courtready/contracts";

const INVOICE_TEXT = "Acme Plumbing\nINVOICE #1042\nDate: March 3, 2025\nTotal due: $1,250.00";

/** Buys the annual plan through the built-in test checkout, as a person would. */
async function becomeMember(client: TestClient): Promise<void> {
  const started = await client.post("/api/membership/create-checkout", { tier: "yearly" });
  expect(started.statusCode).toBe(200);
  const id = (started.json().checkoutUrl as string).replace("/test-checkout/", "");
  expect((await client.post(`/api/membership/checkout/${id}/complete`)).statusCode).toBe(200);
  expect((await client.get("/api/membership/status")).json().status).toBe("active");
}

async function member(app: TestApp["app"]): Promise<TestClient> {
  const { client } = await signedInClient(app);
  await becomeMember(client);
  return client;
}

function describeFile(client: TestClient, filename: string, bytes: Uint8Array, field = "file") {
  return client.request({
    method: "POST",
    url: "/api/generate-description",
    ...multipartBody({}, { field, filename, bytes }),
  });
}

const SUGGESTIONS_BODY = {
  binderType: "small_claims",
  role: "plaintiff",
  caseInfo: { caseName: "Roe v. Acme", hearingDate: "2026-12-03" },
  exhibits: [{ label: "1", filename: "acme.pdf", fileType: "PDF Document", pageCount: 1 }],
};

describe.each(dialectsUnderTest())("AI descriptions and suggestions on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "1" }, "each test");

  it("tells anyone that no outside AI provider reads files", async () => {
    const response = await new TestClient(t().app).get("/api/ai/provider");
    expect(response.json()).toEqual({ provider: null });
  });

  it("asks a signed-out person to sign in, and a non-member to buy a membership", async () => {
    const pdf = await makePdf([{ text: INVOICE_TEXT }]);
    const anonymous = new TestClient(t().app);
    const out = await describeFile(anonymous, "acme.pdf", pdf);
    expect(out.statusCode).toBe(401);
    expect(out.json().message).toBe(AUTH_MESSAGES.notSignedIn);
    expect(
      (
        await anonymous.request({
          method: "POST",
          url: "/api/generate-suggestions",
          payload: SUGGESTIONS_BODY,
        })
      ).statusCode,
    ).toBe(401);

    const { client } = await signedInClient(t().app);
    const refused = await describeFile(client, "acme.pdf", pdf);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "Membership Required: Please purchase a membership to create exhibit binders.",
    });
    expect(MEMBERSHIP_REQUIRED_MESSAGE).toBe(refused.json().message);
    const noTips = await client.post("/api/generate-suggestions", SUGGESTIONS_BODY);
    expect(noTips.statusCode).toBe(403);
  });

  it("describes a member's PDF and photo from their contents, read on the worker pool", async () => {
    const client = await member(t().app);
    const pdf = await makePdf([{ text: INVOICE_TEXT }, { text: "Parts list" }]);
    // The name says .jpg; the bytes are a PDF, and the describer believes the bytes.
    const described = await describeFile(client, "upload.jpg", pdf);
    expect(described.statusCode).toBe(200);
    // No AI provider is configured: the sentence comes from the file's own data, and the answer says so.
    expect(described.json()).toEqual({
      description: "Invoice from Acme Plumbing dated March 3, 2025 for $1,250.00",
      source: "file",
    });
    const photo = await describeFile(client, "IMG_0001.jpg", await makeJpeg(64, 48));
    expect(photo.json()).toEqual({ description: "Photo", source: "file" });
  });

  it("refuses an oversize file with the limit, an unreadable one naming the file, and a missing one", async () => {
    const client = await member(t().app);
    const big = await describeFile(client, "big.pdf", new Uint8Array(1024 * 1024 + 10).fill(65));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(LIBRARY_MESSAGES.tooLarge(1));

    const fake = await describeFile(client, "notes.pdf", new TextEncoder().encode("%PDF-1.7 not really"));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toMatch(/^notes\.pdf: /);
    const empty = await describeFile(client, "blank.docx", new Uint8Array(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toMatch(/^blank\.docx: this file is empty/);

    const wrongField = await describeFile(client, "acme.pdf", await makePdf([{ text: "x" }]), "document");
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(LIBRARY_MESSAGES.noFile);
    const notMultipart = await client.post("/api/generate-description", { file: "acme.pdf" });
    expect(notMultipart.statusCode).toBe(415);
  });

  it("gives a member the offline suggestions for their binder, and validates the request", async () => {
    const client = await member(t().app);
    const response = await client.post("/api/generate-suggestions", SUGGESTIONS_BODY);
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json() as { suggestions: string[] };
    expect(suggestions).toEqual(offlineSuggestions(ZSuggestionsRequest.parse(SUGGESTIONS_BODY)));
    expect(suggestions.length).toBeGreaterThan(0);
    const bad = await client.post("/api/generate-suggestions", {
      ...SUGGESTIONS_BODY,
      binderType: "divorce",
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe.each(dialectsUnderTest())("AI calls with an external provider configured on %s", (dialect) => {
  let t: TestApp;
  let api: Server;
  let answer: "ok" | "fail";
  let calls: number;

  beforeEach(async () => {
    calls = 0;
    answer = "ok";
    api = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        calls += 1;
        if (answer === "fail") {
          res.statusCode = 500;
          res.end("{}");
          return;
        }
        const user = calls === 1 ? "Plumbing invoice of March 3, 2025 ($1,250.00)" : '["Tab your receipts."]';
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: user } }] }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    const { port } = api.address() as AddressInfo;
    t = await buildTestApp(dialect, { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: "sk-test" });
  });
  afterEach(async () => {
    await t.close();
    api.closeAllConnections();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });

  it("names the configured provider (its host unless AI_PROVIDER_NAME is set) for the privacy page", async () => {
    const response = await new TestClient(t.app).get("/api/ai/provider");
    expect(response.json()).toEqual({ provider: `127.0.0.1:${(api.address() as AddressInfo).port}` });
  });

  it("answers with the provider's description and suggestions", async () => {
    const client = await member(t.app);
    const described = await describeFile(client, "acme.pdf", await makePdf([{ text: INVOICE_TEXT }]));
    expect(described.json()).toEqual({
      description: "Plumbing invoice of March 3, 2025 ($1,250.00)",
      source: "ai",
    });
    const tips = await client.post("/api/generate-suggestions", SUGGESTIONS_BODY);
    expect(tips.json()).toEqual({ suggestions: ["Tab your receipts."] });
    expect(calls).toBe(2);
  });

  it("falls back to the offline answers when the provider fails", async () => {
    answer = "fail";
    const client = await member(t.app);
    const described = await describeFile(client, "acme.pdf", await makePdf([{ text: INVOICE_TEXT }]));
    expect(described.statusCode).toBe(200);
    // The describer's sentence stands in, and is not called the AI's.
    expect(described.json()).toEqual({
      description: "Invoice from Acme Plumbing dated March 3, 2025 for $1,250.00",
      source: "file",
    });
    const tips = await client.post("/api/generate-suggestions", SUGGESTIONS_BODY);
    expect(tips.statusCode).toBe(200);
    expect(tips.json().suggestions).toEqual(offlineSuggestions(ZSuggestionsRequest.parse(SUGGESTIONS_BODY)));
    expect(calls).toBe(2);
  });
});
