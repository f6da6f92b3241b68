// The strip at the top of the landing page: today's date, refreshed every minute, and one line on what CourtReady
// makes. It does not scroll or move: moving text is hard to read, and harder under stress.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../i18n/index.ts";
import { TICKER_REFRESH_MS, formatTickerDate, isoLocalDate } from "./landingText.ts";

/** The current date and time, updated every `intervalMs`. */
export function useCurrentDate(intervalMs = TICKER_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function DateTicker() {
  const now = useCurrentDate();
  const { t } = useTranslation("landing");
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-blue-950 px-4 py-3 text-base text-white sm:flex-row sm:items-center sm:gap-4">
      <p className="font-semibold">
        <span className="sr-only">{t("ticker.todayIs")}</span>
        <time dateTime={isoLocalDate(now)}>{formatTickerDate(now, currentLanguage())}</time>
      </p>
      <p aria-hidden="true" className="hidden text-blue-300 sm:block">
        |
      </p>
      <p className="text-blue-100">{t("ticker.tagline")}</p>
    </div>
  );
}
