// Previous / Next and, on /court-information, up to five numbered page buttons (the current one marked with
// aria-current). Buttons, not links: the page number lives in the address, but changing it is an action here.
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button.tsx";
import { pageButtons } from "./directory.ts";

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Numbered buttons besides Previous and Next (§2.10); /courts shows "Page X of Y" only (§2.11). */
  numbered?: boolean;
  /** Names the navigation landmark, e.g. "Court results pages". */
  label: string;
}

export function Pagination({ page, pageCount, onPageChange, numbered = false, label }: PaginationProps) {
  const { t } = useTranslation("courts");
  if (pageCount <= 1) return null;
  const step = "min-w-11 px-3";
  // On a phone the numbers take the first row and Previous / Next share the second; from sm up, one row.
  return (
    <nav aria-label={label} className="mt-6">
      <div className="flex flex-wrap items-center justify-center gap-2">
        <button
          type="button"
          className={buttonClasses("secondary", `${step} flex-1 sm:flex-none`)}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <span aria-hidden="true">‹</span> {t("pagination.previous")}
        </button>
        {numbered ? (
          <ul className="order-first flex w-full justify-center gap-2 sm:order-none sm:w-auto">
            {pageButtons(page, pageCount).map((number) => (
              <li key={number}>
                <button
                  type="button"
                  aria-label={t("pagination.page", { page: number })}
                  aria-current={number === page ? "page" : undefined}
                  className={buttonClasses(number === page ? "primary" : "secondary", step)}
                  onClick={() => onPageChange(number)}
                >
                  {number}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="order-first w-full text-center font-semibold text-slate-800 sm:order-none sm:w-auto sm:px-2">
            {t("pagination.pageOf", { page, pages: pageCount })}
          </p>
        )}
        <button
          type="button"
          className={buttonClasses("secondary", `${step} flex-1 sm:flex-none`)}
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          {t("pagination.next")} <span aria-hidden="true">›</span>
        </button>
      </div>
      {numbered ? (
        <p className="mt-2 text-center text-sm text-slate-600">
          {t("pagination.pageOf", { page, pages: pageCount })}
        </p>
      ) : null}
    </nav>
  );
}
