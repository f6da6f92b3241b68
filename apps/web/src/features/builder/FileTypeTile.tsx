// A file's picture: the photo itself for an image the browser can show, otherwise a coloured tile naming the type
// (red PDF, blue WORD, green EXCEL, or the extension). A picture that fails to load falls back to the tile.
import { useEffect, useState } from "react";
import { fileTile, isImageName } from "./fileTypes.ts";
import { useFilesTranslation } from "../shared/filesText.ts";

export function FileTypeTile({ name, className = "" }: { name: string; className?: string }) {
  const { t } = useFilesTranslation();
  const tile = fileTile(name, t);
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center rounded-md text-xs font-bold tracking-wide ${tile.className} ${className}`}
    >
      {tile.text}
    </span>
  );
}

/**
 * A small thumbnail of a file: photos are shown from memory (never uploaded for this), or for a saved photo whose
 * bytes are not here yet from its file address; others as tiles.
 */
export function LocalThumbnail({
  file,
  name,
  savedUrl = null,
}: {
  file: File | null;
  name: string;
  savedUrl?: string | null;
}) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    if (!file || !isImageName(name)) return;
    const made = URL.createObjectURL(file);
    setObjectUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file, name]);
  const url = objectUrl ?? (!file && savedUrl && isImageName(name) ? savedUrl : null);
  if (url && !broken)
    return (
      <img
        src={url}
        alt=""
        onError={() => setBroken(true)}
        className="size-14 shrink-0 rounded-md border border-slate-200 object-cover"
      />
    );
  return <FileTypeTile name={name} className="size-14 shrink-0" />;
}
