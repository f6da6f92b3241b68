// The form banner (builder-and-projects.md §2): today's date and a clock that ticks every second, what is kept on
// this device, the re-upload reminder after a restore, and a plain word about membership before anyone hits a wall.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BUILDER_MESSAGES, LOCAL_SESSION_MAX_AGE_MS } from "@courtready/contracts";
import type { ForgottenFile } from "./builderState.ts";
import { useContractText } from "../../i18n/contractText.ts";
import { TextButton } from "../../components/ui/button.tsx";

/** The banner clock's tick (§9). */
export const CLOCK_TICK_MS = 1000;

function BannerClock() {
  const { i18n } = useTranslation("builder");
  // Dates in the interface's language ("jueves, 26 de noviembre de 2026"); US conventions either way.
  const locale = i18n.language.startsWith("es") ? "es-US" : "en-US";
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const date = now.toLocaleDateString(locale, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  const time = now.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit", second: "2-digit" });
  // No live region: a clock read out every second would drown everything else.
  return (
    <p className="font-semibold text-slate-900">
      <time dateTime={now.toISOString()}>
        {date} · <span className="tabular-nums">{time}</span>
      </time>
    </p>
  );
}

export type MembershipNote = "none" | "needed" | "usedUp";

export function FormBanner({
  restored,
  forgottenFiles,
  onDismissForgotten,
  membershipNote,
  savedLocally,
}: {
  restored: boolean;
  forgottenFiles: readonly ForgottenFile[];
  onDismissForgotten: () => void;
  membershipNote: MembershipNote;
  /** False for a saved project, whose work is kept on the server instead. */
  savedLocally: boolean;
}) {
  const { t } = useTranslation("builder");
  const say = useContractText();
  const hours = LOCAL_SESSION_MAX_AGE_MS / 3_600_000;
  return (
    <div className="space-y-3 rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:p-5">
      <BannerClock />
      {savedLocally ? <p className="text-slate-800">{t("banner.keptHere", { hours })}</p> : null}
      {restored && forgottenFiles.length > 0 ? (
        <div role="note" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-3 text-slate-900">
          <p className="font-semibold">{say(BUILDER_MESSAGES.restored.title)}</p>
          <p className="mt-1">{say(BUILDER_MESSAGES.restored.description)}</p>
          <p className="mt-2">{t("banner.addAgain")}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-6 break-words">
            {forgottenFiles.map((file, index) => (
              <li key={`${file.name}-${index}`}>{file.name}</li>
            ))}
          </ul>
          <TextButton onClick={onDismissForgotten} className="mt-2 min-h-11">
            {t("banner.dismissForgotten")}
          </TextButton>
        </div>
      ) : restored ? (
        <p role="note" className="text-slate-800">
          {say(BUILDER_MESSAGES.restored.description)}
        </p>
      ) : null}
      {membershipNote !== "none" ? (
        <p role="note" className="rounded-xl border-2 border-slate-300 bg-white p-3 text-slate-900">
          {membershipNote === "usedUp" ? t("banner.usedUp") : t("banner.needed")}
          <Link to="/membership" className="font-semibold text-blue-800 underline underline-offset-4">
            {t("banner.plans")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
