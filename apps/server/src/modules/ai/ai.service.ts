// The rules behind the AI calls: a file the describer cannot read is the person's problem to fix (422 naming the
// file), and suggestions never fail (the spec's fixed list instead). Who may call them is policy.ts#can ("describe").
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { FALLBACK_TIP_CODES, suggestionText } from "@courtready/contracts";
import type { Language, TUser } from "@courtready/contracts";
import type { EngineErrorCode } from "@courtready/engine";
import { HttpError } from "../../plugins/errors.ts";
import { JobFailedError } from "../../jobs/runner.ts";
import { membershipStatus } from "../membership/membership.service.ts";
import type { AiProvider, DescribeInput, Described, SuggestionsInput } from "./ai.provider.ts";

/** Engine errors that mean "this file cannot be read", whose message already names the file and what to do. */
const UNREADABLE: ReadonlySet<string> = new Set<EngineErrorCode>([
  "EMPTY_FILE",
  "TOO_LARGE",
  "UNSUPPORTED_TYPE",
  "PDF_NEEDS_PASSWORD",
  "PDF_DAMAGED",
  "OFFICE_NEEDS_PASSWORD",
  "OFFICE_CONVERSION_FAILED",
  "IMAGE_UNREADABLE",
  "IMAGE_FORMAT_UNSUPPORTED",
  "DECOMPRESSION_BOMB",
  "TEXT_UNREADABLE",
  "CLIPPING_EMPTY",
]);

/** The provider's description and its source; a file it cannot read becomes a 422 whose message names the file. */
export async function describeUpload(provider: AiProvider, file: DescribeInput): Promise<Described> {
  try {
    return await provider.describe(file);
  } catch (error) {
    if (error instanceof JobFailedError && UNREADABLE.has(error.code))
      throw new HttpError(422, error.message);
    throw error;
  }
}

/** The provider's suggestions, or the spec's fixed list when it fails or has none (§8): never an error. */
export async function suggestionsFor(
  provider: AiProvider,
  request: SuggestionsInput,
  onError: (error: unknown) => void = () => {},
  /** The person's language: the tips are interface text, said in it (issue 39). */
  language: Language = "en",
): Promise<string[]> {
  try {
    const suggestions = await provider.suggest(request, language);
    if (suggestions.length > 0) return suggestions;
  } catch (error) {
    onError(error);
  }
  return FALLBACK_TIP_CODES.map((code) => suggestionText({ code }, language));
}

/**
 * A description for a member's upload (the file library) and who wrote it, or null: not a member, or the provider failed. Never
 * throws, so a provider problem can never stop an upload (issue 7). The bytes are copied, since the caller keeps them.
 */
export async function memberDescription(
  db: Kysely<Database>,
  provider: AiProvider,
  user: TUser,
  file: DescribeInput | { name: string; read: () => Promise<Uint8Array> },
  now: Date,
  onError: (error: unknown) => void = () => {},
): Promise<Described | null> {
  try {
    const status = await membershipStatus(db, user, now);
    if (status.status !== "active") return null;
    // A file given as a reader is read only now, for a member (issue 40: nobody else's upload is read whole here).
    const bytes = "read" in file ? await file.read() : file.bytes.slice();
    const described = await provider.describe({ name: file.name, bytes });
    const description = described.description.trim();
    return description ? { description, source: described.source } : null;
  } catch (error) {
    onError(error);
    return null;
  }
}
