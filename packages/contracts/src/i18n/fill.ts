// Fills a catalogue text's `{{name}}` placeholders; shared by the catalogue (messages.ts) and the engine's refusals.

/** `{{name}}` replaced by params.name; a placeholder without a value stays as written, so a gap shows in tests. */
export function fill(
  template: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
