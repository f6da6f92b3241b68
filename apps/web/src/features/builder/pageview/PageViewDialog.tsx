// The page-by-page view before Generate (issue 37 §3): every page of the binder as Generate would make it, as small
// pictures the browser loads as they scroll into view, each labelled with its binder page number and its exhibit.
// Full screen on a phone, two pictures a row; the pictures' boxes are reserved so the list never jumps.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TPagesResponse } from "@courtready/contracts";
import { Button } from "../../../components/ui/button.tsx";
import { DialogTitleBar, ModalDialog } from "../../../components/ui/dialog.tsx";
import { PICTURE_BOX, pagePlaces } from "./pageView.ts";

export function PageViewDialog({
  open,
  pages,
  progress,
  onClose,
}: {
  open: boolean;
  /** Null while the binder is being compiled. */
  pages: TPagesResponse | null;
  /** What is shown while it is (the build's progress bar). */
  progress: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation("pageView");
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="page-view-title"
      className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-slate-900 backdrop:bg-slate-900/60 sm:m-auto sm:h-[92vh] sm:w-[calc(100%-3rem)] sm:max-w-5xl sm:rounded-2xl sm:shadow-xl"
    >
      <div className="flex h-full flex-col">
        <DialogTitleBar id="page-view-title" title={t("title")} onClose={onClose}>
          <p className="mt-1 text-slate-700">
            {pages ? t("count", { count: pages.pageCount }) : t("making")}
          </p>
        </DialogTitleBar>
        <div className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-6">
          {pages ? <PageList pages={pages} /> : progress}
        </div>
        <div className="flex justify-end border-t border-slate-200 p-3 sm:px-6">
          <Button variant="secondary" onClick={onClose}>
            {t("back")}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

function PageList({ pages }: { pages: TPagesResponse }) {
  const { t } = useTranslation("pageView");
  const places = pagePlaces(pages.pageCount, pages.exhibits);
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">{t("intro")}</p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5" aria-label={t("listLabel")}>
        {places.map((place, i) => {
          const page = i + 1;
          const where = place.kind === "exhibit" ? t("exhibit", { label: place.label }) : t("binderPage");
          return (
            <li key={page} data-testid="page-view-page" data-page={page}>
              <figure className="flex flex-col gap-1">
                <img
                  src={`${pages.pagesUrl}/${page}`}
                  alt={t("pictureAlt", { page, where })}
                  width={PICTURE_BOX.width}
                  height={PICTURE_BOX.height}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded border border-slate-300 bg-slate-50 object-contain"
                />
                <figcaption className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-semibold tabular-nums">{t("page", { page })}</span>
                  <span className={place.kind === "exhibit" ? "text-slate-900" : "text-slate-600"}>
                    {where}
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ol>
    </>
  );
}
