// How many courts the directory holds, from GET /api/presets/summary (the query key the court pages use too, so the
// answer is fetched once). Until it answers, or if it fails, there is no number: none is ever made up.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TCoverageSummary, TPresetsSummaryResponse } from "@courtready/contracts";
import { coverageSentence } from "./landingText.ts";

export const PRESETS_SUMMARY_QUERY_KEY = ["/api/presets/summary"] as const;

/** "3,007 courts in 50 states, DC and 5 territories" (in the reader's language) once the summary has loaded; otherwise null. */
export function useCourtCoverage(): { coverage: TCoverageSummary | null; sentence: string | null } {
  const { t } = useTranslation("landing");
  const { data } = useQuery<TPresetsSummaryResponse>({ queryKey: PRESETS_SUMMARY_QUERY_KEY });
  const coverage = data?.coverage && typeof data.coverage.courts === "number" ? data.coverage : null;
  return { coverage, sentence: coverage ? coverageSentence(coverage, t) : null };
}
