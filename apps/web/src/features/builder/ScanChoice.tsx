// "Make the scans smaller" or "Split into volumes" (issue 37 §3): in the preview, before Generate, a binder over the
// file size limit says how many volumes it would come in as the files are and with its scans re-encoded at 200 dpi
// (the preview's per-file estimates, contracts scan-compression.ts), and the person chooses. Nothing shows under
// the limit or without one.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { estimatedVolumes, formatFileSize, previewBytes } from "@courtready/contracts";

export function ScanChoice({
  exhibits,
  limitBytes,
  compress,
  onChange,
}: {
  /** The exhibits shown (their `bytes` and `compressedBytes` from the preview). */
  exhibits: readonly { bytes?: number; compressedBytes?: number }[];
  /** The size limit the build splits under; null: none. */
  limitBytes: number | null;
  compress: boolean;
  onChange: (compress: boolean) => void;
}) {
  const id = useId();
  const { t } = useTranslation("scanSize");
  const { bytes, compressedBytes } = previewBytes(exhibits);
  const split = estimatedVolumes(bytes, limitBytes);
  if (limitBytes === null || split <= 1) return null;
  const smaller = estimatedVolumes(compressedBytes, limitBytes);
  const radio = "mt-1 size-5 shrink-0 accent-blue-800";
  // Nothing to re-encode: no choice to make, only the volumes to expect.
  if (smaller >= split && compressedBytes >= bytes) {
    return (
      <p className="mt-4 rounded-xl border-2 border-slate-200 p-4" data-testid="scan-choice">
        {t("choice.nothingToShrink", { count: split })}
      </p>
    );
  }
  return (
    <fieldset
      className="mt-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-4"
      aria-describedby={`${id}-over`}
      data-testid="scan-choice"
    >
      <legend className="px-1 font-semibold text-slate-900">{t("choice.legend")}</legend>
      <p id={`${id}-over`} className="text-slate-800">
        {t("choice.over", { size: formatFileSize(bytes), limit: formatFileSize(limitBytes), count: split })}
      </p>
      <div className="mt-3 space-y-3">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="radio"
            name={`${id}-scans`}
            checked={compress}
            onChange={() => onChange(true)}
            className={radio}
          />
          <span>
            <span className="block font-semibold">{t("choice.smaller")}</span>
            <span className="block text-sm text-slate-700">
              {t("choice.smallerHint", { count: smaller, size: formatFileSize(compressedBytes) })}
            </span>
          </span>
        </label>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="radio"
            name={`${id}-scans`}
            checked={!compress}
            onChange={() => onChange(false)}
            className={radio}
          />
          <span>
            <span className="block font-semibold">{t("choice.split")}</span>
            <span className="block text-sm text-slate-700">{t("choice.splitHint", { count: split })}</span>
          </span>
        </label>
      </div>
      <p className="mt-3 text-sm text-slate-700">{t("choice.estimate")}</p>
    </fieldset>
  );
}
