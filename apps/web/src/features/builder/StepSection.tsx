// One numbered step of the builder: a card with a big step number, so "where am I" is clear on a small screen.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function StepSection({
  number,
  title,
  id,
  intro,
  children,
}: {
  number: number;
  title: string;
  id: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("builder");
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-xl font-bold text-slate-900 sm:text-2xl">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-800 text-lg text-white"
        >
          {number}
        </span>
        <span>
          <span className="sr-only">{t("step.srLabel", { number })}</span>
          {title}
        </span>
      </h2>
      {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
