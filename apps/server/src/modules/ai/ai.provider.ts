// Where descriptions and suggestions come from, behind one interface: the built-in offline provider (the engine's
// describer on the worker pool and fixed organising rules; nothing leaves the server), or an OpenAI-compatible HTTP
// provider when AI_BASE_URL and AI_API_KEY are set, which falls back to the offline answer on any failure.
import { z } from "zod";
import { findDates } from "@courtready/engine";
import { BINDER_TYPE_NAMES, ROLE_NAMES, suggestionText } from "@courtready/contracts";
import type {
  Language,
  SuggestionTip,
  SuggestionTipCode,
  TBinderTypeSlug,
  TDescriptionSource,
  TRole,
  ZSuggestionsRequest,
} from "@courtready/contracts";
import type { Config } from "../../config.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import { describeJob } from "./ai.jobs.ts";
import type { DescribeJobPayload, DescribeJobResult } from "./ai.jobs.ts";

/** A suggestions request after validation (defaults filled in). */
export type SuggestionsInput = z.output<typeof ZSuggestionsRequest>;

export interface DescribeInput {
  name: string;
  /** Handed to the worker without copying when the view spans its whole buffer: do not use it afterwards. */
  bytes: Uint8Array;
}

/**
 * A description and who wrote it: "ai" when a model wrote the sentence, "file" when the built-in describer put it
 * together from what the file records about itself (issue 37: that is not shown as AI).
 */
export interface Described {
  description: string;
  source: Extract<TDescriptionSource, "ai" | "file">;
}

export interface AiProvider {
  readonly kind: "offline" | "http";
  /** One short factual sentence about the file. Rejects (JobFailedError) when the file cannot be read. */
  describe(file: DescribeInput): Promise<Described>;
  /**
   * General organising tips for the binder in the preview, in the person's `language` (interface text, never put
   * in the binder); never legal advice.
   */
  suggest(request: SuggestionsInput, language?: Language): Promise<string[]>;
}

/** The offline provider also hands out the facts behind its sentence, which the HTTP provider starts from. */
export interface OfflineProvider extends AiProvider {
  readonly kind: "offline";
  read(file: DescribeInput): Promise<DescribeJobResult>;
}

export type AiSettings = NonNullable<Config["ai"]>;

/** A describe job past this is stuck (poppler has its own 15 s limit): the pool kills and replaces the worker. */
const DESCRIBE_JOB_TIMEOUT_MS = 60_000;
/** The most suggestions shown in the preview card. */
export const MAX_SUGGESTIONS = 6;

// ---------------------------------------------------------------------------------------------------------------
// Offline

/**
 * The built-in provider: descriptions from the engine's offline describer (run on the worker pool), suggestions
 * from fixed rules over the binder type, the exhibits and the case information.
 */
export function offlineProvider(jobs: JobRunner): OfflineProvider {
  const read = (file: DescribeInput) => {
    const payload: DescribeJobPayload = { name: file.name, bytes: file.bytes };
    const { buffer } = file.bytes;
    // Transfer rather than copy a large upload, but only a buffer this view owns outright (never Node's pool).
    const owned =
      buffer instanceof ArrayBuffer &&
      file.bytes.byteOffset === 0 &&
      file.bytes.byteLength === buffer.byteLength;
    return jobs.run(describeJob, payload, {
      transfer: owned ? [buffer] : [],
      signal: AbortSignal.timeout(DESCRIBE_JOB_TIMEOUT_MS),
    });
  };
  return {
    kind: "offline",
    read,
    async describe(file) {
      return { description: (await read(file)).description, source: "file" };
    },
    async suggest(request, language) {
      return offlineSuggestions(request, language);
    },
  };
}

/** Binder types where money is usually asked for or disputed. */
const MONEY_TYPES: ReadonlySet<TBinderTypeSlug> = new Set([
  "small_claims",
  "business_litigation",
  "contract_enforcement",
  "consumer_complaint",
  "personal_injury_claim",
  "insurance_claim",
  "medical_malpractice",
  "hoa_dispute",
  "real_estate_dispute",
  "employment_dispute",
  "eviction_response",
]);
/** Binder types where the condition of a place or thing is often at issue. */
const DAMAGE_TYPES: ReadonlySet<TBinderTypeSlug> = new Set([
  "small_claims",
  "personal_injury_claim",
  "insurance_claim",
  "hoa_dispute",
  "real_estate_dispute",
  "eviction_response",
  "code_violation",
  "consumer_complaint",
  "environmental_land_use",
]);
/** Hearings about a notice, decision or citation someone received. */
const DECISION_TYPES: ReadonlySet<TBinderTypeSlug> = new Set([
  "appeals",
  "government_benefits_appeal",
  "disability_benefits",
  "dmv_license",
  "administrative_hearing",
  "property_tax_appeal",
  "code_violation",
  "k12_discipline",
  "professional_license_defense",
  "zoning_variance",
]);
const MEDICAL_TYPES: ReadonlySet<TBinderTypeSlug> = new Set([
  "personal_injury_claim",
  "medical_malpractice",
  "disability_benefits",
]);
const CONTRACT_TYPES: ReadonlySet<TBinderTypeSlug> = new Set([
  "contract_enforcement",
  "business_litigation",
  "consumer_complaint",
]);

/** Roles that answer papers someone else filed or sent, and the tips catalogue's name of each. */
const ANSWERING_ROLES: ReadonlyMap<TRole, SuggestionTipCode> = new Map([
  ["defendant", "roleDefendant"],
  ["respondent", "roleRespondent"],
  ["cross_defendant", "roleCrossDefendant"],
  ["third_party_defendant", "roleThirdPartyDefendant"],
  ["counter_defendant", "roleCounterDefendant"],
]);

/** A long page count worth tabbing. */
const LONG_EXHIBIT_PAGES = 30;

/**
 * Organising tips from fixed rules: what kinds of evidence seem to be missing for this binder type, whether the
 * dated exhibits are in date order, long exhibits, and a missing hearing date. Deterministic; never legal advice.
 * @example offlineSuggestions({ binderType: "small_claims", exhibits: [], caseInfo: {}, role: "plaintiff" })[0]
 * // → "Upload the documents you want the judge to see: each file becomes one exhibit."
 */
export function offlineSuggestions(request: SuggestionsInput, language: Language = "en"): string[] {
  const { binderType, exhibits, caseInfo, role } = request;
  const say = (code: SuggestionTipCode, params?: SuggestionTip["params"]) =>
    suggestionText({ code, ...(params ? { params } : {}) }, language);
  const exhibitName = (e: Exhibit) =>
    e.label
      ? say("exhibitLabelled", { label: e.label, filename: e.filename })
      : say("exhibitUnlabelled", { filename: e.filename });
  const tips: string[] = [];
  const texts = exhibits.map((e) =>
    `${e.filename} ${e.description ?? ""} ${e.fileType ?? ""}`.toLowerCase().replace(/[_-]+/g, " "),
  );
  const any = (pattern: RegExp) => texts.some((t) => pattern.test(t));

  if (exhibits.length === 0) {
    tips.push(say("noExhibits"));
  }
  if (!any(/timeline|chronolog|sequence of events|summary of events|statement of facts|declaration/)) {
    tips.push(say("timeline"));
  }
  if (
    DECISION_TYPES.has(binderType) &&
    !any(/notice|decision|determination|denial|order|citation|violation/)
  ) {
    tips.push(say("decision"));
  }
  if (binderType === "eviction_response" && !any(/lease|rental agreement/)) {
    tips.push(say("lease"));
  }
  if (CONTRACT_TYPES.has(binderType) && !any(/contract|agreement|terms|quote|estimate|order confirmation/)) {
    tips.push(say("contract"));
  }
  if (MEDICAL_TYPES.has(binderType) && !any(/medical|doctor|hospital|clinic|diagnos|treatment|therap/)) {
    tips.push(say("medical"));
  }
  if (binderType === "insurance_claim" && !any(/policy|declarations page/)) {
    tips.push(say("insurance"));
  }
  if (MONEY_TYPES.has(binderType) && !any(/invoice|receipt|bill\b|estimate|quote|bank|paid|payment|\$\d/)) {
    tips.push(say("receipts"));
  }
  if (
    DAMAGE_TYPES.has(binderType) &&
    !exhibits.some(
      (e, i) => e.fileType === "Image" || /\.(jpe?g|png|heic|gif|webp|tiff?)$|photo|picture/.test(texts[i]!),
    )
  ) {
    tips.push(say("photos"));
  }
  if (exhibits.length > 0 && !any(/e ?mail|letter|text message|messages|correspondence|\bsms\b|chat/)) {
    tips.push(say("correspondence"));
  }
  const answering = ANSWERING_ROLES.get(role);
  if (answering && !any(/complaint|petition|summons|notice|citation/)) {
    tips.push(say("answering", { role: say(answering) }));
  }

  const outOfOrder = firstOutOfOrder(exhibits);
  if (outOfOrder) {
    tips.push(say("outOfOrder", { later: exhibitName(outOfOrder[1]), earlier: exhibitName(outOfOrder[0]) }));
  } else if (exhibits.length >= 3 && exhibits.filter((e) => dateIn(e.description ?? "")).length < 2) {
    tips.push(say("chronological"));
  }
  const long = exhibits.find((e) => (e.pageCount ?? 0) > LONG_EXHIBIT_PAGES);
  if (long) {
    tips.push(say("longExhibit", { exhibit: exhibitName(long), pages: long.pageCount ?? 0 }));
  }
  if (!caseInfo.hearingDate?.trim()) {
    tips.push(say("hearingDate"));
  }
  if (tips.length < 3) {
    tips.push(say("readable"));
    tips.push(say("copies"));
  }
  return tips.slice(0, MAX_SUGGESTIONS);
}

type Exhibit = SuggestionsInput["exhibits"][number];

/** The first pair of neighbouring dated exhibits where the later one in the binder carries the earlier date. */
function firstOutOfOrder(exhibits: Exhibit[]): [Exhibit, Exhibit] | null {
  let previous: { exhibit: Exhibit; date: string } | null = null;
  for (const exhibit of exhibits) {
    const date = dateIn(exhibit.description ?? "");
    if (!date) continue;
    if (previous && date < previous.date) return [previous.exhibit, exhibit];
    previous = { exhibit, date };
  }
  return null;
}

/** The first date in a description (the describer writes "March 3, 2025"), as YYYY-MM-DD. */
function dateIn(text: string): string | null {
  return findDates(text)[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// OpenAI-compatible HTTP

const SYSTEM_PROMPT =
  "You help people who represent themselves put together an exhibit binder for a court or administrative hearing. " +
  "You only describe documents and give general tips on organising and presenting papers. Never give legal advice: " +
  "do not say what the law is, what to argue, whether a case or piece of evidence is strong or weak, or what a " +
  "court will decide. Never state facts that are not in the input.";

const ZChatReply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** Asked of the model for a Spanish reader (issue 39): the glossary's words for the binder and its parts. */
const SPANISH_TIPS =
  " Write the tips in plain US Spanish (usted), short sentences; call an exhibit a prueba, the binder the carpeta " +
  "de pruebas, the hearing the audiencia and the judge the juez.";

/** A reply to show as a description: one line, no quotes or code fences, at most this long. */
const MAX_DESCRIPTION_CHARS = 200;
const MAX_SUGGESTION_CHARS = 300;
/** Text of the document sent with a description request: the first pages' words, not the file. */
const MAX_EXCERPT_CHARS = 4_000;

export interface HttpProviderOptions {
  fetch?: typeof fetch;
  /** Told of every failure the provider recovered from (the routes log it). */
  onError?: (error: unknown, during: "describe" | "suggest") => void;
}

/**
 * An OpenAI-compatible chat-completions provider. Descriptions send the describer's facts and a text excerpt
 * (never the file); suggestions send the binder type, role, whether a hearing date is set and the exhibits' names,
 * types, page counts and descriptions (never names of people or case numbers). Any failure — network, timeout,
 * an error status, an unreadable reply — gives the offline answer instead.
 */
export function httpProvider(
  ai: AiSettings,
  offline: OfflineProvider,
  options: HttpProviderOptions = {},
): AiProvider {
  const fetchImpl = options.fetch ?? fetch;
  const report = options.onError ?? (() => {});

  async function chat(user: string, maxTokens: number): Promise<string> {
    const response = await fetchImpl(`${ai.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${ai.apiKey}` },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0.2,
        max_tokens: maxTokens,
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: user },
        ],
      }),
      signal: AbortSignal.timeout(ai.timeoutMs),
    });
    if (!response.ok) throw new Error(`AI provider answered ${response.status}`);
    const reply = ZChatReply.parse(await response.json());
    return reply.choices[0]!.message.content;
  }

  return {
    kind: "http",
    async describe(file) {
      const { description, facts } = await offline.read(file);
      const fromFile: Described = { description, source: "file" };
      // With no words to read there is nothing to add to what the describer found (a photo's date).
      if (!facts.text) return fromFile;
      try {
        const reply = await chat(
          "Write one factual sentence (at most 200 characters) describing this document for an exhibit list, " +
            'in the style "Invoice from Acme Plumbing dated March 3, 2025 for $1,250.00". Use only ' +
            "what is in the facts and text below. Never state the number of pages (the exhibit list counts them). " +
            "Reply with the sentence only.\n\n" +
            JSON.stringify({
              fileName: file.name,
              type: facts.typeLabel,
              found: {
                kind: facts.kind,
                sender: facts.sender,
                date: facts.date,
                title: facts.title,
                sheets: facts.sheets,
                largestAmountCents: facts.largestAmountCents,
              },
              offlineDescription: description,
              textOfFirstPages: facts.text.slice(0, MAX_EXCERPT_CHARS),
            }),
          120,
        );
        const sentence = cleanDescription(reply);
        if (!sentence) throw new Error("AI provider gave an empty description");
        return { description: sentence, source: "ai" };
      } catch (error) {
        report(error, "describe");
        return fromFile;
      }
    },
    async suggest(request, language = "en") {
      try {
        const reply = await chat(
          `Give up to ${MAX_SUGGESTIONS} short, practical tips for organising this exhibit binder (what kinds of ` +
            "papers are often useful and seem missing, order, readability). General organising tips only, no " +
            'legal advice. Reply with JSON only: {"suggestions": ["…"]}.' +
            // The tips are interface text the person reads in their language; the binder itself stays English.
            (language === "es" ? SPANISH_TIPS : "") +
            "\n\n" +
            JSON.stringify({
              binderType: BINDER_TYPE_NAMES[request.binderType],
              role: ROLE_NAMES[request.role],
              hearingDateSet: Boolean(request.caseInfo.hearingDate?.trim()),
              exhibits: request.exhibits.slice(0, 100).map((e) => ({
                label: e.label,
                filename: e.filename,
                fileType: e.fileType,
                pageCount: e.pageCount,
                description: e.description?.slice(0, 300),
              })),
            }),
          600,
        );
        const suggestions = parseSuggestions(reply);
        if (suggestions.length === 0) throw new Error("AI provider gave no suggestions");
        return suggestions;
      } catch (error) {
        report(error, "suggest");
        return offline.suggest(request, language);
      }
    },
  };
}

/** Code fences and wrapping quotes removed, the first line only, cut at a word to 200 characters; null if empty. */
export function cleanDescription(reply: string): string | null {
  const line =
    stripFences(reply)
      .split("\n")
      .map((l) => l.trim())
      .find((l) => l !== "") ?? "";
  const unquoted = line
    .replace(/^["'“”]+|["'“”]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!unquoted) return null;
  if (unquoted.length <= MAX_DESCRIPTION_CHARS) return unquoted;
  return unquoted.slice(0, MAX_DESCRIPTION_CHARS + 1).replace(/\s+\S*$/, "");
}

/**
 * Suggestions from a model's reply, read defensively: {"suggestions": [...]}, a bare JSON array, or else a
 * bulleted or numbered list. Only strings are kept, trimmed, at most 300 characters each and 6 in all.
 */
export function parseSuggestions(reply: string): string[] {
  const body = stripFences(reply).trim();
  let items: unknown[] | null = null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (Array.isArray(parsed)) items = parsed;
    else if (
      parsed &&
      typeof parsed === "object" &&
      Array.isArray((parsed as { suggestions?: unknown }).suggestions)
    )
      items = (parsed as { suggestions: unknown[] }).suggestions;
    else items = [];
  } catch {
    items = body
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => /^([-*•]|\d+[.)])\s+/.test(l))
      .map((l) => l.replace(/^([-*•]|\d+[.)])\s+/, ""));
  }
  return items
    .filter((s): s is string => typeof s === "string")
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s !== "" && s.length <= MAX_SUGGESTION_CHARS)
    .slice(0, MAX_SUGGESTIONS);
}

function stripFences(text: string): string {
  return text.replace(/^\s*```[a-z]*\s*\n?/i, "").replace(/\n?```\s*$/, "");
}

// ---------------------------------------------------------------------------------------------------------------

/** The HTTP provider when config.ai is set (AI_BASE_URL and AI_API_KEY), otherwise the offline one. */
export function createAiProvider(
  config: Pick<Config, "ai">,
  jobs: JobRunner,
  options: HttpProviderOptions = {},
): AiProvider {
  const offline = offlineProvider(jobs);
  return config.ai ? httpProvider(config.ai, offline, options) : offline;
}
