// sharp (libvips) is loaded the first time an image is read, not when the engine is: loading it took about 0.1 s of
// CPU, which every `courtready` run paid though most binders hold no photo (decisions.md, "What the CLI no longer
// loads"). The server's workers load it with their first image and keep it.
import type sharpModule from "sharp";

export type SharpFunction = typeof sharpModule;

let loading: Promise<SharpFunction> | undefined;

/** sharp's default export, imported once per process. */
export function loadSharp(): Promise<SharpFunction> {
  return (loading ??= import("sharp").then((module) => module.default));
}
