// The file size limit a binder is split into volumes under (issue 24): one type, one rule and its messages, read by
// the builder's field, a project's edit screen, the build and project contracts and the server's job input.
import { z } from "zod";

/** The limits a person may type, in MB (1 MB = 1,048,576 bytes), as the CLI's --max-size-mb. */
export const SIZE_LIMIT_MB = { min: 0.5, max: 10_000 } as const;

/** The server's refusal of a limit that is not one. */
export const SIZE_LIMIT_MESSAGE = "Enter a file size limit from 0.5 to 10000 MB.";
/** What the builder's field says while the typed limit is not one. */
export const SIZE_LIMIT_MB_MESSAGE = "Enter a number of MB from 0.5 to 10000, for example 25.";

/**
 * "court": the chosen court's sourced e-filing limit (none when its preset records none); "none"; or the person's
 * own limit in MB.
 */
export type TSizeLimit = "court" | "none" | number;

/** True for a number of MB a limit may be. */
export function isSizeLimitMb(mb: number): boolean {
  return Number.isFinite(mb) && mb >= SIZE_LIMIT_MB.min && mb <= SIZE_LIMIT_MB.max;
}

/**
 * The number of MB a typed limit says, or undefined when it is not one: digits with an optional decimal part, from
 * 0.5 to 10,000 (no signs, exponents or units).
 * @example sizeLimitMbOf(" 12.5 ") // → 12.5
 * @example sizeLimitMbOf("1e3") // → undefined
 */
export function sizeLimitMbOf(typed: string): number | undefined {
  const text = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const mb = Number(text);
  return isSizeLimitMb(mb) ? mb : undefined;
}

/** A limit as JSON carries it (a saved project's sizeLimit). */
export const ZSizeLimit = z
  .union([z.enum(["court", "none"]), z.number()], { error: SIZE_LIMIT_MESSAGE })
  .refine((limit) => typeof limit === "string" || isSizeLimitMb(limit), SIZE_LIMIT_MESSAGE);

/** A limit as a multipart text field carries it ("court", "none", "12.5"): the builds' max_size_mb, a save's sizeLimit. */
export const ZSizeLimitField = z.string({ error: SIZE_LIMIT_MESSAGE }).transform((text, ctx): TSizeLimit => {
  if (text === "court" || text === "none") return text;
  const mb = sizeLimitMbOf(text);
  if (mb === undefined) {
    ctx.addIssue({ code: "custom", message: SIZE_LIMIT_MESSAGE });
    return z.NEVER;
  }
  return mb;
});

/**
 * The bytes a build is split under for a limit, given the court's sourced limit in MB (null or undefined when its
 * preset records none: "court" is then no limit, never a guess).
 * @example sizeLimitBytes(25, undefined) // → 26214400
 */
export function sizeLimitBytes(limit: TSizeLimit, courtMb: number | null | undefined): number | undefined {
  const mb = limit === "court" ? courtMb : limit === "none" ? undefined : limit;
  return mb ? Math.floor(mb * 1024 * 1024) : undefined;
}
