// A project file's thumbnail (builder-and-projects.md §2): the image itself, or a coloured tile saying the kind.
import { thumbnailOf } from "./projectRules.ts";

const TILE = "flex size-12 shrink-0 items-center justify-center rounded-lg text-xs font-bold sm:size-14";

export function FileThumbnail({ filename, url }: { filename: string; url: string | null }) {
  const thumb = thumbnailOf(filename, url);
  switch (thumb.kind) {
    case "image":
      return (
        <img
          src={thumb.src}
          alt=""
          loading="lazy"
          className="size-12 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover sm:size-14"
        />
      );
    case "pdf":
      return (
        <span aria-hidden="true" className={`${TILE} bg-red-600 text-white`}>
          PDF
        </span>
      );
    case "word":
      return (
        <span aria-hidden="true" className={`${TILE} bg-blue-700 text-white`}>
          WORD
        </span>
      );
    case "excel":
      return (
        <span aria-hidden="true" className={`${TILE} bg-green-700 text-white`}>
          EXCEL
        </span>
      );
    default:
      return (
        <span aria-hidden="true" className={`${TILE} bg-slate-200 text-slate-800 uppercase`}>
          {thumb.extension.slice(0, 5)}
        </span>
      );
  }
}
