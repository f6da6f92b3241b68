// A saved message choice in words (issue 38), for the project editor's row of a message export: how many
// conversations, which days, the time zone and the declaration, so the person sees what the transcript will show
// without opening the builder. Shared: the builder and the projects screens both read a TMessageChoice.
import type { TFunction } from "i18next";
import type { TMessageChoice } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";

/** Translates a key of the `messages` namespace. */
export type MessagesT = TFunction<"messages">;

/** The `messages` translation in the language the interface shows at the time of the call. */
export function messagesT(): MessagesT {
  return i18n.getFixedT(null, "messages");
}

/** "Mar 4, 2025" for a YYYY-MM-DD day, read as that calendar day wherever the browser is. */
function day(value: string, locale: string): string {
  return new Date(`${value}T12:00:00Z`).toLocaleDateString(locale, {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/**
 * @example choiceSummary({ conversations: ["a"], from: "2025-03-04", to: "2025-03-05", timeZone: "America/New_York", declaration: true }, t)
 * // → "Messages chosen: 1 conversation · Mar 4, 2025 – Mar 5, 2025 · times in America/New York · with a declaration of authenticity"
 */
export function choiceSummary(choice: TMessageChoice, t: MessagesT = messagesT()): string {
  const locale = t("locale");
  const singles = Object.values(choice.only ?? {}).reduce((n, picked) => n + picked.length, 0);
  const days =
    choice.from && choice.to
      ? t("choice.days", { from: day(choice.from, locale), to: day(choice.to, locale) })
      : choice.from
        ? t("choice.fromDay", { from: day(choice.from, locale) })
        : choice.to
          ? t("choice.toDay", { to: day(choice.to, locale) })
          : t("choice.allDays");
  return [
    t("choice.conversations", { count: choice.conversations.length }),
    days,
    ...(singles > 0 ? [t("choice.single", { count: singles })] : []),
    t("choice.zone", { zone: choice.timeZone.replace(/_/g, " ") }),
    ...(choice.declaration ? [t("choice.declaration")] : []),
  ].join(" · ");
}
