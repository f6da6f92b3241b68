// Lifts the base64 `data="…"` attributes of an SMS backup's MMS parts out of the text before the XML parser sees
// it. The pictures are most of a backup's bytes, and saxes reads attribute values a character at a time: handing
// it a short placeholder ("@7") instead, with the value kept aside until the part is read, makes reading a 200 MB
// backup several times faster and keeps one picture's text in memory at a time, not the parser's copies of it.
// The XML is otherwise untouched; newlines inside a value are kept in the placeholder, so line numbers stay true.

const MARKER = ' data="';

export class DataAttributes {
  private readonly values = new Map<number, string>();
  private next = 0;
  /** Text held back because it may be the start of the marker or of a value that continues in the next chunk. */
  private carry = "";
  private open: string[] | undefined;

  /** The chunk's text with every data value replaced by its placeholder (some text may wait for the next chunk). */
  transform(chunk: string): string {
    let text = this.carry + chunk;
    this.carry = "";
    let out = "";
    for (;;) {
      if (this.open) {
        const close = text.indexOf('"');
        if (close < 0) {
          this.open.push(text);
          return out;
        }
        this.open.push(text.slice(0, close));
        out += this.placeholder(this.open.join(""));
        this.open = undefined;
        text = text.slice(close);
        continue;
      }
      const at = text.indexOf(MARKER);
      if (at < 0) {
        // The marker may begin in this chunk's last characters and end in the next.
        const keep = partialMarkerAt(text);
        this.carry = text.slice(text.length - keep);
        return out + text.slice(0, text.length - keep);
      }
      out += text.slice(0, at + MARKER.length);
      text = text.slice(at + MARKER.length);
      this.open = [];
    }
  }

  /** Whatever was held back, at the end of the file (a value still open means the file was cut short). */
  flush(): string {
    const rest = this.open ? this.open.join("") : this.carry;
    this.open = undefined;
    this.carry = "";
    return rest;
  }

  /** The value behind a placeholder, removed from the side table (a value is read once). */
  take(placeholder: string): string | undefined {
    const m = /^@(\d+)/.exec(placeholder);
    if (!m) return placeholder;
    const id = Number(m[1]);
    const value = this.values.get(id);
    this.values.delete(id);
    return value;
  }

  /** Values whose part was never read (a <part> outside an <mms>): dropped, so memory stays bounded. */
  clear(): void {
    this.values.clear();
  }

  private placeholder(value: string): string {
    const id = this.next++;
    this.values.set(id, value);
    const newlines = value.split("\n").length - 1;
    return `@${id}${"\n".repeat(newlines)}`;
  }
}

/** How many of the text's last characters are a proper start of the marker. */
function partialMarkerAt(text: string): number {
  for (let n = Math.min(MARKER.length - 1, text.length); n > 0; n--) {
    if (MARKER.startsWith(text.slice(text.length - n))) return n;
  }
  return 0;
}
