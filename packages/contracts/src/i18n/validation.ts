// A request's validation problem in the person's language (issue 39): the contracts' own messages are catalogue
// texts and translate as they are; a zod default ("Too small: expected string to have >=1 characters") is not
// plain language in any tongue, so a reader of another language gets the catalogue's sentence for its kind of
// problem (required, too short, too long, not an e-mail address…) by the issue's code. English answers are left as
// they were, so the routes' English and their tests stand.
import type { z } from "zod";
import type { Language } from "./languages.ts";
import { messageFor, translateMessage } from "./messages.ts";
import type { MessageKey, MessageParams } from "./messages.ts";

type Issue = z.core.$ZodIssue;

/** The catalogue sentence for a problem of this kind, with the limit it names. */
function plainOf(issue: Issue): { key: MessageKey; params?: MessageParams } {
  switch (issue.code) {
    case "too_small": {
      const minimum = Number(issue.minimum);
      if (issue.origin === "string")
        return minimum <= 1
          ? { key: "validation.required" }
          : { key: "validation.tooShort", params: { minimum } };
      if (issue.origin === "array" || issue.origin === "set")
        return { key: "validation.tooFew", params: { minimum } };
      return { key: "validation.tooSmall", params: { minimum } };
    }
    case "too_big": {
      const maximum = Number(issue.maximum);
      if (issue.origin === "string") return { key: "validation.tooLong", params: { maximum } };
      if (issue.origin === "array" || issue.origin === "set")
        return { key: "validation.tooMany", params: { maximum } };
      return { key: "validation.tooBig", params: { maximum } };
    }
    case "invalid_format":
      return { key: issue.format === "email" ? "validation.email" : "validation.format" };
    case "invalid_type":
      // A field left out is, to the person, one not filled in (the issue keeps no input: its message says it).
      return /received undefined$/.test(issue.message)
        ? { key: "validation.required" }
        : { key: "validation.invalid" };
    default:
      return { key: "validation.invalid" };
  }
}

/**
 * What a 400 for `issue` says in `language`: the issue's own message when it is English, or a catalogue text (then
 * its translation); otherwise the plain sentence for its kind of problem.
 * @example issueMessage({ code: "too_small", origin: "string", minimum: 1, … }, "es") // "Complete este campo."
 */
export function issueMessage(issue: Issue, language: Language): string {
  if (language === "en") return issue.message;
  const translated = translateMessage(issue.message, language);
  if (translated !== issue.message) return translated;
  const { key, params } = plainOf(issue);
  return messageFor(key, language, params);
}
