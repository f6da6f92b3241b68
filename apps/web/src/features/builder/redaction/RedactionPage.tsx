// One page of an exhibit with its redactions drawn on it (issue 43): the hits (solid black when accepted, a dashed
// outline when not) and the boxes the person drew. A box is drawn by dragging on the page, or — without dragging
// (WCAG 2.5.7) — added with "Draw a box", then moved with the arrow keys (Shift + arrows to resize) or typed as
// numbers in points.
import { useId, useRef, useState } from "react";
import type { KeyboardEvent, PointerEvent } from "react";
import type { TDrawnBox, TRedactionHit, TRedactionPage, TRedactionRect } from "@courtready/contracts";
import { SMALL_BUTTON, SMALL_DANGER } from "../../shared/smallButtons.ts";
import { boxFromDrag, boxFromNumbers, nudge, startingBox } from "./redactionState.ts";
import { useFilesTranslation } from "../../shared/filesText.ts";

const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]);

export function RedactionPage({
  page,
  hits,
  boxes,
  onBoxes,
}: {
  page: TRedactionPage;
  /** The page's hits with whether each is accepted. */
  hits: { hit: TRedactionHit; accepted: boolean }[];
  /** Every drawn box of the file (this page's are shown). */
  boxes: TDrawnBox[];
  onBoxes: (boxes: TDrawnBox[]) => void;
}) {
  const { t } = useFilesTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const [drag, setDrag] = useState<{ from: { x: number; y: number }; to: { x: number; y: number } } | null>(
    null,
  );
  const svgRef = useRef<SVGSVGElement>(null);
  const id = useId();
  const onPage = boxes.flatMap((box, index) => (box.page === page.page ? [{ box, index }] : []));
  const chosen = selected !== null && boxes[selected]?.page === page.page ? selected : null;

  const pointOf = (event: PointerEvent<SVGSVGElement>) => {
    const r = svgRef.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - r.left) / r.width) * page.width,
      y: ((event.clientY - r.top) / r.height) * page.height,
    };
  };
  const setRect = (index: number, rect: TRedactionRect) =>
    onBoxes(boxes.map((b, i) => (i === index ? { ...b, rect } : b)));
  const add = (rect: TRedactionRect) => {
    onBoxes([...boxes, { page: page.page, rect }]);
    setSelected(boxes.length);
  };
  const remove = (index: number) => {
    onBoxes(boxes.filter((_, i) => i !== index));
    setSelected(null);
  };
  const onKey = (index: number, event: KeyboardEvent) => {
    if (ARROWS.has(event.key)) {
      event.preventDefault();
      const key = event.key as "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown";
      setRect(index, nudge(boxes[index]!.rect, key, event.shiftKey, event.altKey ? 1 : 6, page));
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      remove(index);
    }
  };
  const dragged = drag ? boxFromDrag(drag.from, drag.to, page) : null;

  return (
    <div>
      <div className="relative w-full max-w-xl border border-slate-300 bg-white">
        <img
          src={page.image}
          alt={t("redactionPage.alt", { page: page.page })}
          className="block h-auto w-full select-none"
          draggable={false}
        />
        <svg
          ref={svgRef}
          viewBox={`0 0 ${page.width} ${page.height}`}
          className="absolute inset-0 h-full w-full touch-none"
          aria-hidden="true"
          onPointerDown={(e) => {
            if (e.target !== svgRef.current) return;
            svgRef.current!.setPointerCapture(e.pointerId);
            setDrag({ from: pointOf(e), to: pointOf(e) });
          }}
          onPointerMove={(e) => drag && setDrag({ ...drag, to: pointOf(e) })}
          onPointerUp={() => {
            if (dragged) add(dragged);
            setDrag(null);
          }}
          onPointerCancel={() => setDrag(null)}
        >
          {hits.flatMap(({ hit, accepted }, h) =>
            hit.boxes.map((r, b) => (
              <rect
                key={`h${h}-${b}`}
                x={r.x0}
                y={r.y0}
                width={r.x1 - r.x0}
                height={r.y1 - r.y0}
                className={accepted ? "fill-black" : "fill-amber-200/40 stroke-amber-700"}
                strokeDasharray={accepted ? undefined : "3 2"}
                strokeWidth={accepted ? 0 : 1.5}
                pointerEvents="none"
              />
            )),
          )}
          {onPage.map(({ box, index }) => (
            <rect
              key={`d${index}`}
              x={box.rect.x0}
              y={box.rect.y0}
              width={box.rect.x1 - box.rect.x0}
              height={box.rect.y1 - box.rect.y0}
              className={`fill-black ${index === chosen ? "stroke-blue-600" : "stroke-transparent"}`}
              strokeWidth={3}
              onPointerDown={() => setSelected(index)}
            />
          ))}
          {dragged ? (
            <rect
              x={dragged.x0}
              y={dragged.y0}
              width={dragged.x1 - dragged.x0}
              height={dragged.y1 - dragged.y0}
              className="fill-black/60 stroke-blue-600"
              strokeWidth={2}
              pointerEvents="none"
            />
          ) : null}
        </svg>
      </div>
      <p className="mt-2 text-sm text-slate-700">{t("redactionPage.help")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {/* Never wider than the panel: the Spanish label runs past a 360 px screen on one line. */}
        <button type="button" className={`${SMALL_BUTTON} max-w-full`} onClick={() => add(startingBox(page))}>
          {t("redactionPage.draw", { page: page.page })}
        </button>
      </div>
      {onPage.length ? (
        <ul className="mt-3 space-y-3" aria-label={t("redactionPage.boxesName", { page: page.page })}>
          {onPage.map(({ box, index }, n) => (
            <li key={index} className="rounded-lg border border-slate-300 p-3">
              <BoxEditor
                label={t("redactionPage.boxLabel", { number: n + 1, page: page.page })}
                idBase={`${id}-${index}`}
                rect={box.rect}
                page={page}
                selected={index === chosen}
                onSelect={() => setSelected(index)}
                onKey={(e) => onKey(index, e)}
                onRect={(rect) => setRect(index, rect)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A drawn box's keyboard handle and its four numbers (points from the page's top-left corner). */
function BoxEditor({
  label,
  idBase,
  rect,
  page,
  selected,
  onSelect,
  onKey,
  onRect,
  onRemove,
}: {
  label: string;
  idBase: string;
  rect: TRedactionRect;
  page: TRedactionPage;
  selected: boolean;
  onSelect: () => void;
  onKey: (event: KeyboardEvent) => void;
  onRect: (rect: TRedactionRect) => void;
  onRemove: () => void;
}) {
  const { t } = useFilesTranslation();
  const values = {
    left: Math.round(rect.x0),
    top: Math.round(rect.y0),
    width: Math.round(rect.x1 - rect.x0),
    height: Math.round(rect.y1 - rect.y0),
  };
  // What is being typed, shown as typed until it makes a box on the page (a half-typed "2" of "25" is not refused).
  const [draft, setDraft] = useState<Partial<Record<keyof typeof values, string>>>({});
  const field = (name: keyof typeof values, text: string) => (
    <label className="flex flex-col text-sm font-semibold text-slate-800" htmlFor={`${idBase}-${name}`}>
      {text}
      <input
        id={`${idBase}-${name}`}
        type="number"
        inputMode="numeric"
        className="mt-1 min-h-11 w-20 rounded-lg border-2 border-slate-400 px-2 text-base"
        value={draft[name] ?? String(values[name])}
        onChange={(e) => {
          setDraft({ ...draft, [name]: e.target.value });
          const next = boxFromNumbers({ ...values, [name]: Number(e.target.value) }, page);
          if (next) onRect(next);
        }}
        onBlur={() => setDraft({})}
      />
    </label>
  );
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className={`${SMALL_BUTTON} ${selected ? "border-blue-700" : ""}`}
          aria-label={t("redactionPage.boxHandle", { label })}
          aria-pressed={selected}
          onFocus={onSelect}
          onClick={onSelect}
          onKeyDown={onKey}
        >
          {label}
        </button>
        <button type="button" className={SMALL_DANGER} onClick={onRemove}>
          {t("redactionPage.removeBox")}
        </button>
      </div>
      <div className="mt-2 flex flex-wrap gap-3">
        {field("left", t("redactionPage.fromLeft"))}
        {field("top", t("redactionPage.fromTop"))}
        {field("width", t("redactionPage.width"))}
        {field("height", t("redactionPage.height"))}
      </div>
    </div>
  );
}
