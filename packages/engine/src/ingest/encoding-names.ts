// The names of text encodings: chardet's names for the code pages it proposes, the TextDecoder labels they map
// to, the code pages always tried beside them, and the names a person reads in a warning. Data only.

export const MULTI_BYTE = new Set(["shift_jis", "euc-jp", "euc-kr", "big5", "gb18030"]);

/** chardet's names → TextDecoder labels. ASCII, the UTFs and ISO-2022 are handled before chardet is asked. */
export const CHARDET_LABELS: Record<string, string> = {
  "ISO-8859-1": "iso-8859-1",
  "ISO-8859-2": "iso-8859-2",
  "ISO-8859-5": "iso-8859-5",
  "ISO-8859-6": "iso-8859-6",
  "ISO-8859-7": "iso-8859-7",
  "ISO-8859-8": "iso-8859-8",
  "ISO-8859-9": "iso-8859-9",
  "windows-1250": "windows-1250",
  "windows-1251": "windows-1251",
  "windows-1252": "windows-1252",
  "windows-1253": "windows-1253",
  "windows-1254": "windows-1254",
  "windows-1255": "windows-1255",
  "windows-1256": "windows-1256",
  "windows-1257": "windows-1257",
  "windows-1258": "windows-1258",
  "windows-874": "windows-874",
  "KOI8-R": "koi8-r",
  Shift_JIS: "shift_jis",
  "EUC-JP": "euc-jp",
  "EUC-KR": "euc-kr",
  Big5: "big5",
  GB18030: "gb18030",
};

/**
 * Code pages chardet does not know (IBM866 — DOS Cyrillic, Mac Roman) or may leave out, tried with confidence 0:
 * they win only when their text is clearly better formed than every candidate chardet proposed.
 */
export const ALWAYS_TRIED = ["windows-1252", "windows-1251", "koi8-r", "ibm866", "macintosh"];

export const ENCODING_NAMES: Record<string, string> = {
  "iso-8859-1": "ISO-8859-1 (Western European)",
  "iso-8859-2": "ISO-8859-2 (Central European)",
  "iso-8859-5": "ISO-8859-5 (Cyrillic)",
  "iso-8859-6": "ISO-8859-6 (Arabic)",
  "iso-8859-7": "ISO-8859-7 (Greek)",
  "iso-8859-8": "ISO-8859-8 (Hebrew)",
  "iso-8859-9": "ISO-8859-9 (Turkish)",
  "windows-1250": "Windows-1250 (Central European)",
  "windows-1251": "Windows-1251 (Cyrillic)",
  "windows-1252": "Windows-1252 (Western European)",
  "windows-1253": "Windows-1253 (Greek)",
  "windows-1254": "Windows-1254 (Turkish)",
  "windows-1255": "Windows-1255 (Hebrew)",
  "windows-1256": "Windows-1256 (Arabic)",
  "windows-1257": "Windows-1257 (Baltic)",
  "windows-1258": "Windows-1258 (Vietnamese)",
  "windows-874": "Windows-874 (Thai)",
  "koi8-r": "KOI8-R (Russian)",
  ibm866: "DOS code page 866 (Cyrillic)",
  macintosh: "Mac OS Roman",
  shift_jis: "Shift_JIS (Japanese)",
  "euc-jp": "EUC-JP (Japanese)",
  "iso-2022-jp": "ISO-2022-JP (Japanese)",
  "euc-kr": "EUC-KR (Korean)",
  big5: "Big5 (Traditional Chinese)",
  gb18030: "GB18030 (Chinese)",
  ibm037: "EBCDIC code page 037 (IBM mainframe)",
  ibm500: "EBCDIC code page 500 (IBM mainframe)",
};
