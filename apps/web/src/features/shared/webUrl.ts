// Which addresses from the data may become links: web addresses only, so data never becomes a script link.
/**
 * The URL when it is a web address (http or https), else null: data is shown as text and never becomes a script
 * link, whatever it contains.
 */
export function safeWebUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
