// The AI providers without the web app: the OpenAI-compatible provider against a real local HTTP server standing in
// for the API (success, bad JSON, error status, timeout → the offline answer), what it sends and never sends, the
// offline rules for suggestions, the reply parsers, and the suggestions fallback to the spec's fixed list.
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FALLBACK_SUGGESTIONS, ZSuggestionsRequest } from "@courtready/contracts";
import type { TSuggestionsRequest } from "@courtready/contracts";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import type { JobRunner } from "../../jobs/runner.ts";
import {
  cleanDescription,
  createAiProvider,
  httpProvider,
  offlineProvider,
  offlineSuggestions,
  parseSuggestions,
} from "./ai.provider.ts";
import type { AiProvider, AiSettings } from "./ai.provider.ts";
import { suggestionsFor } from "./ai.service.ts";
import { expectText } from "@courtready/contracts/testing";

/** The real jobs, run in this thread: the provider's contract with the pool without starting workers. */
const inlineJobs: JobRunner = {
  async run(job, payload) {
    return job.handler(job.schema.parse(payload), { progress() {} });
  },
  async close() {},
};

const INVOICE_TEXT = "Acme Plumbing\nINVOICE #1042\nDate: March 3, 2025\nTotal due: $1,250.00";
const OFFLINE_SENTENCE = "Invoice from Acme Plumbing dated March 3, 2025 for $1,250.00";
/** The fallback is the describer's sentence, marked as read off the file, never as the AI's (issue 37). */
const FROM_FILE = { description: OFFLINE_SENTENCE, source: "file" };

function request(input: Partial<TSuggestionsRequest> = {}) {
  return ZSuggestionsRequest.parse({ exhibits: [], ...input });
}

interface Received {
  url: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
  };
}

/** A stand-in for an OpenAI-compatible API on a loopback port; each test says how it answers. */
class StandIn {
  readonly received: Received[] = [];
  answer: (res: ServerResponse) => void = (res) => res.end();
  private server: Server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<AiSettings> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return {
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: "sk-test-123",
      model: "test-model",
      providerName: "Test AI",
      timeoutMs: 5_000,
    };
  }

  reply(content: string): void {
    this.answer = (res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ id: "x", choices: [{ index: 0, message: { role: "assistant", content } }] }));
    };
  }

  async stop(): Promise<void> {
    // A request left hanging (the timeout test) would keep close() waiting.
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    this.received.push({
      url: req.url ?? "",
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Received["body"],
    });
    this.answer(res);
  }
}

describe("the OpenAI-compatible provider, against a local stand-in", () => {
  let api: StandIn;
  let settings: AiSettings;
  let errors: string[];
  let provider: AiProvider;

  beforeEach(async () => {
    api = new StandIn();
    settings = await api.start();
    errors = [];
    provider = httpProvider(settings, offlineProvider(inlineJobs), {
      onError: (error, during) => errors.push(`${during}: ${error instanceof Error ? error.message : "?"}`),
    });
  });
  afterEach(async () => {
    await api.stop();
  });

  it("describes from the extracted text and facts, never the file, with the key, model and a no-advice prompt", async () => {
    api.reply('"Invoice from Acme Plumbing for $1,250.00, dated March 3, 2025."');
    const pdf = await makePdf([{ text: INVOICE_TEXT }]);
    const described = await provider.describe({ name: "acme.pdf", bytes: pdf });
    expect(described).toEqual({
      description: "Invoice from Acme Plumbing for $1,250.00, dated March 3, 2025.",
      source: "ai",
    });
    expect(errors).toEqual([]);
    expect(api.received).toHaveLength(1);
    const [sent] = api.received;
    expect(sent!.url).toBe("/v1/chat/completions");
    expect(sent!.authorization).toBe("Bearer sk-test-123");
    expect(sent!.body.model).toBe("test-model");
    expect(sent!.body.messages[0]).toMatchObject({ role: "system" });
    expect(sent!.body.messages[0]!.content).toMatch(/Never give legal advice/);
    const user = sent!.body.messages[1]!.content;
    expect(user).toContain("Total due: $1,250.00");
    expect(user).toContain(OFFLINE_SENTENCE);
    // The document's bytes stay here: no PDF syntax, no base64 of the file.
    expect(user).not.toContain("%PDF");
    expect(user).not.toContain(Buffer.from(pdf).toString("base64").slice(0, 40));
  });

  it("does not call out for a file with no text, such as a photo", async () => {
    api.reply("A photo.");
    const described = await provider.describe({ name: "a.jpg", bytes: await makeJpeg(32, 24) });
    // Not the AI's words: the describer's, from the file, with no camera or pixel size.
    expect(described).toEqual({ description: "Photo", source: "file" });
    expect(api.received).toHaveLength(0);
  });

  it("falls back to the offline description on a reply that is not JSON", async () => {
    api.answer = (res) => res.end("<html>Bad gateway</html>");
    const description = await provider.describe({
      name: "acme.pdf",
      bytes: await makePdf([{ text: INVOICE_TEXT }]),
    });
    expect(description).toEqual(FROM_FILE);
    expect(errors).toHaveLength(1);
  });

  it("falls back on an error status, and on a reply without choices", async () => {
    api.answer = (res) => {
      res.statusCode = 500;
      res.end('{"error":{"message":"overloaded"}}');
    };
    const pdf = () => makePdf([{ text: INVOICE_TEXT }]);
    expect(await provider.describe({ name: "acme.pdf", bytes: await pdf() })).toEqual(FROM_FILE);
    expect(errors).toEqual(["describe: AI provider answered 500"]);
    api.answer = (res) => res.end('{"choices":[]}');
    expect(await provider.describe({ name: "acme.pdf", bytes: await pdf() })).toEqual(FROM_FILE);
    api.reply("   ");
    expect(await provider.describe({ name: "acme.pdf", bytes: await pdf() })).toEqual(FROM_FILE);
    expect(errors).toHaveLength(3);
  });

  it("falls back when the API does not answer within the timeout", async () => {
    api.answer = () => {}; // never answers
    const quick = httpProvider({ ...settings, timeoutMs: 150 }, offlineProvider(inlineJobs), {
      onError: (error) => errors.push((error as Error).name),
    });
    const description = await quick.describe({
      name: "acme.pdf",
      bytes: await makePdf([{ text: INVOICE_TEXT }]),
    });
    expect(description).toEqual(FROM_FILE);
    expect(errors).toEqual(["TimeoutError"]);
    const suggestions = await quick.suggest(request());
    expect(suggestions).toEqual(offlineSuggestions(request()));
  });

  it("reads suggestions as JSON, sends no names or case numbers, and falls back to the offline rules", async () => {
    api.reply('```json\n{"suggestions": ["Add a timeline.", 42, "", "Group receipts together."]}\n```');
    const input = request({
      binderType: "eviction_response",
      role: "defendant",
      caseInfo: { caseName: "Smith v. Jones", caseNumber: "24-CV-001234", partyName: "Maria Jones" },
      exhibits: [
        { filename: "lease.pdf", description: "Lease dated March 1, 2024, 12 pages", pageCount: 12 },
      ],
    });
    expect(await provider.suggest(input)).toEqual(["Add a timeline.", "Group receipts together."]);
    const user = api.received[0]!.body.messages[1]!.content;
    expectText(user, {
      has: ["Eviction Response", "lease.pdf", '"hearingDateSet":false'],
      lacks: ["Smith v. Jones", "24-CV-001234", "Maria Jones"],
    });

    api.answer = (res) => {
      res.statusCode = 503;
      res.end();
    };
    expect(await provider.suggest(input)).toEqual(offlineSuggestions(input));
    api.reply("I cannot help with that.");
    expect(await provider.suggest(input)).toEqual(offlineSuggestions(input));
    expect(errors).toEqual(["suggest: AI provider answered 503", "suggest: AI provider gave no suggestions"]);
  });
});

describe("choosing a provider", () => {
  it("uses the HTTP provider only when AI settings are configured", () => {
    expect(createAiProvider({ ai: null }, inlineJobs).kind).toBe("offline");
    const ai = { baseUrl: "http://127.0.0.1:9", apiKey: "k", model: "m", timeoutMs: 1000, providerName: "x" };
    expect(createAiProvider({ ai }, inlineJobs).kind).toBe("http");
  });
});

describe("offline suggestions", () => {
  it("suggests what a small-claims binder with one invoice seems to lack, as organising tips", () => {
    const tips = offlineSuggestions(
      request({
        exhibits: [{ filename: "acme.pdf", fileType: "PDF Document", description: OFFLINE_SENTENCE }],
      }),
    );
    expect(tips).toEqual([
      FALLBACK_SUGGESTIONS[0],
      FALLBACK_SUGGESTIONS[2],
      FALLBACK_SUGGESTIONS[3],
      "Add your hearing date to the case information so it is on the cover page and in your reminders.",
    ]);
    for (const tip of tips) expect(tip).not.toMatch(/\b(you will win|legally|the law requires|sue)\b/i);
  });

  it("drops tips the exhibits already cover, and names exhibits that are out of date order", () => {
    const tips = offlineSuggestions(
      request({
        caseInfo: { hearingDate: "2026-12-03" },
        exhibits: [
          { label: "1", filename: "timeline.txt", description: "Text document dated May 1, 2025" },
          { label: "2", filename: "receipt.pdf", description: "Receipt dated April 2, 2025 for $80.00" },
          {
            label: "3",
            filename: "IMG_0001.jpg",
            fileType: "Image",
            description: "Photo taken April 3, 2025",
          },
          { label: "4", filename: "texts.png", description: "Text messages with the landlord" },
        ],
      }),
    );
    expect(tips[0]).toBe(
      "Exhibit 2 (receipt.pdf) is dated before Exhibit 1 (timeline.txt) but comes after it; consider putting " +
        "the exhibits in date order so the judge can follow the story.",
    );
    expect(tips).not.toContain(FALLBACK_SUGGESTIONS[0]);
    expect(tips).not.toContain(FALLBACK_SUGGESTIONS[1]);
    expect(tips).not.toContain(FALLBACK_SUGGESTIONS[2]);
    expect(tips).not.toContain(FALLBACK_SUGGESTIONS[3]);
  });

  it("asks for the papers a hearing is about, for the answering side, and flags long exhibits", () => {
    const tips = offlineSuggestions(
      request({
        binderType: "eviction_response",
        role: "defendant",
        caseInfo: { hearingDate: "2026-12-03" },
        exhibits: [
          { label: "A", filename: "bank.pdf", description: "PDF document, 80 pages", pageCount: 80 },
        ],
      }),
    );
    expect(tips).toContain(
      "Include your lease or rental agreement and any notices you received from the landlord.",
    );
    expect(tips).toContain(
      "As the defendant, include a copy of the papers you received, so you can point to what you are answering.",
    );
    expect(tips.length).toBeLessThanOrEqual(6);
    const appeal = offlineSuggestions(
      request({
        binderType: "dmv_license",
        caseInfo: { hearingDate: "2026-12-03" },
        exhibits: [
          { label: "1", filename: "timeline.pdf" },
          { label: "2", filename: "letter.pdf", description: "Notice of suspension", pageCount: 45 },
        ],
      }),
    );
    expect(appeal).toContain(
      "Exhibit 2 (letter.pdf) is 45 pages long; consider tabbing or flagging the pages you plan to refer to.",
    );
    expect(appeal.some((t) => t.startsWith("Include a copy of the notice"))).toBe(false);
  });

  it("says its tips in Spanish to a Spanish reader, the same tips by the same rules (issue 39)", () => {
    const input = request({
      binderType: "eviction_response",
      role: "defendant",
      exhibits: [
        { label: "1", filename: "timeline.txt", description: "Text document dated May 1, 2025" },
        { label: "2", filename: "receipt.pdf", description: "Receipt dated April 2, 2025", pageCount: 40 },
      ],
    });
    const english = offlineSuggestions(input);
    const spanish = offlineSuggestions(input, "es");
    expect(spanish).toHaveLength(english.length);
    expect(spanish).toContain("Incluya su contrato de renta y los avisos que recibió del arrendador.");
    expect(spanish).toContain(
      "Como demandado, incluya una copia de los papeles que recibió, para mostrar a qué responde.",
    );
    expect(spanish).toContain(
      "Prueba 2 (receipt.pdf) tiene una fecha anterior a Prueba 1 (timeline.txt), pero va después; piense en " +
        "poner las pruebas en orden de fechas para que el juez pueda seguir la historia.",
    );
    for (const tip of spanish) expect(english).not.toContain(tip);
    expect(offlineSuggestions(input, "en")).toEqual(english);
  });

  it("falls back to the spec's fixed tips in the person's language", async () => {
    const failing = { ...offlineProvider(inlineJobs), suggest: () => Promise.reject(new Error("down")) };
    expect(await suggestionsFor(failing, request())).toEqual([...FALLBACK_SUGGESTIONS]);
    const spanish = await suggestionsFor(failing, request(), () => {}, "es");
    expect(spanish[0]).toBe(
      "Agregue una cronología corta y escrita de los hechos, en orden de fechas, como su primera prueba.",
    );
    expect(spanish).toHaveLength(FALLBACK_SUGGESTIONS.length);
  });

  it("starts an empty binder with uploading, and is the same for the same request", () => {
    const first = offlineSuggestions(request());
    expect(first[0]).toBe("Upload the documents you want the judge to see: each file becomes one exhibit.");
    expect(offlineSuggestions(request())).toEqual(first);
  });
});

describe("reading replies defensively", () => {
  it("takes one clean line of at most 200 characters as a description", () => {
    expect(cleanDescription('```\n"Lease dated March 1, 2024."\n```')).toBe("Lease dated March 1, 2024.");
    expect(cleanDescription("\n\nFirst line\nSecond line")).toBe("First line");
    expect(cleanDescription("word ".repeat(100))!.length).toBeLessThanOrEqual(200);
    expect(cleanDescription(" \n ")).toBeNull();
  });

  it("takes suggestions from JSON objects, arrays or bulleted lists, strings only, six at most", () => {
    expect(parseSuggestions('["a", "b"]')).toEqual(["a", "b"]);
    expect(parseSuggestions('{"tips": ["a"]}')).toEqual([]);
    expect(parseSuggestions("Here you go:\n- One\n2. Two\n• Three\nno bullet")).toEqual([
      "One",
      "Two",
      "Three",
    ]);
    expect(parseSuggestions(JSON.stringify(Array.from({ length: 9 }, (_, i) => `tip ${i}`)))).toHaveLength(6);
    expect(parseSuggestions(JSON.stringify(["x".repeat(301), "ok"]))).toEqual(["ok"]);
  });
});

describe("suggestionsFor", () => {
  const failing: AiProvider = {
    kind: "http",
    describe: () => Promise.reject(new Error("down")),
    suggest: () => Promise.reject(new Error("down")),
  };
  const empty: AiProvider = { ...failing, suggest: async () => [] };

  it("gives the spec's fixed list when the provider fails or has nothing, and reports the failure", async () => {
    const seen: unknown[] = [];
    expect(await suggestionsFor(failing, request(), (e) => seen.push(e))).toEqual([...FALLBACK_SUGGESTIONS]);
    expect(seen).toHaveLength(1);
    expect(await suggestionsFor(empty, request())).toEqual([...FALLBACK_SUGGESTIONS]);
  });
});
