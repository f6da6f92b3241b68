// A bar filled to a percentage, announced as a progress bar (a build, a project's readiness) or a meter (storage
// used): one structure with its ARIA range, named by the element whose id is `labelledBy`.
export function PercentBar({
  role,
  labelledBy,
  percent,
  valueText,
  className,
  fillClassName,
}: {
  role: "progressbar" | "meter";
  labelledBy: string;
  percent: number;
  /** What a screen reader says for the value, where the bare percentage says too little. */
  valueText?: string;
  /** The track: its height, margin and colour. */
  className: string;
  /** The fill: its colour (and any transition). */
  fillClassName: string;
}) {
  return (
    <div
      role={role}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`overflow-hidden rounded-full ${className}`}
    >
      <div className={`h-full rounded-full ${fillClassName}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
