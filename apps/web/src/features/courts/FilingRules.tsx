// A court card's "Filing rules" (issue 36): the court's e-filing rules in words, each with where it was read and
// when, or the generic profile named as such. Fetched only when the person opens the section, never for every card
// of a list. Everything from the data is React text; links are made only from http(s) addresses (ExternalLink).
// The labels and the rules' words follow the language shown (the rules' words through the contracts catalogue); the
// sources, rule names and a file-name rule's own description stay as the data words them (the court's, in English).
import { useTranslation } from "react-i18next";
import { filingRulesInWords } from "@courtready/contracts";
import type { TFilingProfile } from "@courtready/contracts";
import { useDisclosure } from "../../components/ui/disclosure.ts";
import { useFilingProfile } from "./api.ts";
import { ExternalLink } from "../shared/ExternalLink.tsx";
import { useContractText } from "../../i18n/contractText.ts";
import { formatReadDate } from "./directory.ts";

export function FilingRules({ presetId }: { presetId: string }) {
  const { t } = useTranslation("courts");
  const { open, panelId, toggle } = useDisclosure();
  const profile = useFilingProfile(presetId, open);
  return (
    <div className="mt-4 rounded-lg border border-slate-200 p-3" data-filing-rules>
      <h4 className="font-semibold text-slate-900">
        <button
          type="button"
          {...toggle}
          className="inline-flex min-h-11 items-center gap-2 rounded-sm text-left text-blue-800 underline underline-offset-2 hover:text-blue-950"
        >
          <span aria-hidden="true">{open ? "▾" : "▸"}</span>
          {t("filingRules.title")}
        </button>
      </h4>
      {open ? (
        <div id={panelId} className="mt-2">
          {profile.isPending ? (
            <p role="status" className="text-slate-700">
              {t("filingRules.loading")}
            </p>
          ) : profile.isError || !profile.data ? (
            <p role="alert" className="text-red-800">
              {t("filingRules.failed")}
            </p>
          ) : (
            <ProfileRules profile={profile.data} />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** The rules of a profile, each with its sources; the generic profile says what it is first. */
export function ProfileRules({ profile }: { profile: TFilingProfile }) {
  const { t, i18n } = useTranslation("courts");
  const rules = filingRulesInWords(profile);
  const say = useContractText();
  return (
    <>
      {profile.kind === "generic" ? (
        <p role="note" className="rounded-lg border border-amber-400 bg-amber-50 p-2 text-slate-900">
          {t("filingRules.generic")}
        </p>
      ) : (
        <p className="text-slate-800">{t("filingRules.sourced", { name: profile.name })}</p>
      )}
      {rules.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("filingRules.none")}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {rules.map((rule, index) => (
            <li key={`${rule.key}-${index}`} className="break-words text-slate-900">
              {say(rule.words)}
              <ul className="mt-0.5 space-y-0.5 text-sm text-slate-600">
                {rule.sources.map((source, k) => (
                  <li key={`${source.title}-${k}`}>
                    {t("source.source")}:{" "}
                    {source.url ? (
                      <ExternalLink href={source.url}>{source.title}</ExternalLink>
                    ) : (
                      <cite>{source.title}</cite>
                    )}
                    , {t("source.read", { date: formatReadDate(source.read, i18n.language) })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {profile.notes.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {profile.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
