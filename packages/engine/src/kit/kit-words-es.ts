// The kit's words for the person in US Spanish (usted, short sentences, the glossary of issue 39: Exhibit → Prueba,
// filing → presentar, court → corte). Rule names (FRCP 5.2(a)(1), California Rules of Court 2.256(b)) stay as cited.
import type { KitWords } from "./kit-words.ts";
import { NOTE_WORDS_ES, SIZE_WORDS_ES } from "./note-words.ts";

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** "2024-03-05" → "5 de marzo de 2024"; anything that is not a real day is shown as given (as formatDate does). */
function longDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return iso;
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

const ALL_BUT_FOUR = "tache todos los dígitos menos los últimos cuatro antes de presentar.";
/** "página" / "páginas". */
const pages = (count: number) => (count === 1 ? "página" : "páginas");

export const KIT_WORDS_ES: KitWords = {
  htmlLang: "es",
  kindNames: {
    "social-security-number": "un número de Seguro Social completo",
    "taxpayer-id": "un número de identificación de contribuyente completo",
    "financial-account-number": "un número de cuenta financiera completo",
    "card-number": "un número de tarjeta de pago completo",
    "birth-date": "una fecha de nacimiento completa",
  },
  personalDataAdvice: {
    "social-security-number":
      "Tache todos los dígitos menos los últimos cuatro antes de presentar (FRCP 5.2(a)(1)).",
    "taxpayer-id":
      "Tache todos los dígitos del número de contribuyente menos los últimos cuatro antes de presentar (FRCP 5.2(a)(1)).",
    "financial-account-number":
      "Tache todos los dígitos del número de cuenta menos los últimos cuatro antes de presentar (FRCP 5.2(a)(4)).",
    "card-number":
      "Tache todos los dígitos del número de tarjeta menos los últimos cuatro antes de presentar (FRCP 5.2(a)(4)).",
    "birth-date": "Tache el día y el mes, y deje solo el año de nacimiento (FRCP 5.2(a)(2)).",
  },
  ocrDone: (list, count) =>
    `Se reconoció el texto (OCR) en ${count === 1 ? "la página" : "las páginas"} ${list} para poder buscarlo`,
  exhibitName: (label, source) => `Prueba ${label} (${source})`,
  summaryPersonalData: (name, list, count, kind, advice) =>
    `${name}: ${count === 1 ? "la página" : "las páginas"} ${list} puede${count === 1 ? "" : "n"} mostrar ${kind}. Las reglas de la corte no lo permiten en documentos públicos. ${advice}`,
  summaryBlank: (name, list, count) =>
    `${name}: ${count === 1 ? "la página" : "las páginas"} ${list} parece${count === 1 ? "" : "n"} estar en blanco. Revise el original; quite la página o escanéela otra vez.`,
  summaryLowResolution: (name, list, count, lowDpi) =>
    `${name}: la imagen de ${count === 1 ? "la página" : "las páginas"} ${list} tiene menos de ${lowDpi} dpi y puede salir borrosa al imprimir. Use una foto o un escaneo más nítido si lo tiene.`,
  summaryUnsearchable: (labels) =>
    `${labels.length === 1 ? "La Prueba" : "Las Pruebas"} ${labels.join(", ")} ${labels.length === 1 ? "tiene" : "tienen"} páginas escaneadas sin texto que se pueda buscar. Algunas cortes piden PDF con texto que se pueda buscar cuando sea posible (por ejemplo, California Rules of Court 2.256(b)). Si su corte lo pide, haga una copia en la que se pueda buscar.`,
  summaryOcrSkipped: (count, limit) =>
    `No se reconoció el texto: la carpeta tiene ${count} páginas escaneadas, más de las ${limit} que este paquete lee a la vez.`,
  summaryScans: (before, after) =>
    `Las páginas escaneadas se hicieron más pequeñas para cumplir el límite de la corte (200 ppp): sus archivos pesaban ${before} antes y ${after} después. Sus archivos subidos no cambian.`,
  scansFile: (name, before, after) => `${name}: ${before} antes, ${after} después`,
  summaryVolumes: (limit, volumes) =>
    `La carpeta pasa el límite de ${limit}, así que viene dividida en ${volumes} volúmenes. Suba cada volumen como un archivo aparte, en orden.`,
  summaryFilingBlocked: (blockers, court) =>
    `${blockers === 1 ? "Una cosa impide" : `${blockers} cosas impiden`} presentar en ${court} según sus reglas de presentación electrónica. Vea "Revisión para presentar": allí está cada una con su corrección.`,
  lessThanTenthMb: "menos de 0.1 MB",
  notes: NOTE_WORDS_ES,
  sizes: SIZE_WORDS_ES,
  reportTitle: "Informe de calidad de la carpeta",
  caseNumber: (n) => `Caso n.º ${n}`,
  prepared: (date) => `Preparado el ${date}`,
  longDate,
  status: {
    ok: "Lista para presentar",
    check: "Revise antes de presentar",
    fix: "Corrija antes de presentar",
  },
  overallAdvice: {
    ok: "No encontramos nada que corregir. Aun así, hojee la carpeta una vez antes de presentarla.",
    check: "No hay que corregir nada, pero mire los puntos de abajo antes de presentar.",
    fix: "Hay cosas que debe corregir antes de presentar. Están en la lista de abajo.",
  },
  summaryTitle: "Qué corregir antes de presentar",
  nothingToFix: "Nada que corregir.",
  binderTitle: "La carpeta",
  totalPages: (count) => `Total de páginas: ${count}`,
  largestVolume: (size) => `Volumen más grande: ${size}`,
  fileSize: (size) => `Tamaño del archivo: ${size}`,
  overLimit: (sizeName, limit) =>
    `<strong>${sizeName}, más que el límite de ${limit}.</strong> El sistema de presentación de la corte puede rechazarlo; divídalo en volúmenes más pequeños.`,
  underLimit: (sizeName, limit) => `${sizeName}, menos que el límite de ${limit}.`,
  splitInto: (volumes) => `Dividida en ${volumes} volúmenes. Cada uno se presenta como un PDF aparte.`,
  volumesCaption: "Volúmenes",
  volumeHeader: "Volumen",
  binderPagesHeader: "Páginas de la carpeta",
  sizeHeader: "Tamaño",
  overTheLimit: "(más que el límite)",
  heaviestCaption:
    "Páginas más pesadas (escanéelas otra vez con menos resolución para tener archivos más pequeños)",
  binderPageHeader: "Página de la carpeta",
  exhibitPageHeader: "Página de la prueba",
  exhibitPage: (label, page) => `Prueba ${label}, página ${page}`,
  exhibit: (label) => `Prueba ${label}`,
  binderPages: (first, last) =>
    first === last ? `página ${first} de la carpeta` : `páginas ${first}–${last} de la carpeta`,
  pageCount: (count) => `${count} ${pages(count)}`,
  fromFile: (source, type) => `Del archivo “${source}” (${type})`,
  volume: (volume) => `volumen ${volume}`,
  nothingToCheck: "Nada que revisar en esta prueba.",
  fingerprint: "Huella digital (SHA-256):",
  typeLabels: {
    "PDF Document": "Documento PDF",
    Image: "Imagen",
    "Word Document": "Documento de Word",
    "Excel Spreadsheet": "Hoja de cálculo de Excel",
    "Text Document": "Documento de texto",
    "Text Clipping": "Recorte de texto",
  },
  pagesPhrase: (ranges, one) => `${one ? "La página" : "Las páginas"} ${ranges}`,
  and: " y ",
  noText: (list, one) =>
    one
      ? `${list} no tiene capa de texto (está escaneada): la búsqueda de la corte no encontrará sus palabras.`
      : `${list} no tienen capa de texto (están escaneadas): la búsqueda de la corte no encontrará sus palabras.`,
  lowResolution: (list, one, dpi) =>
    `${list} ${one ? "tiene" : "tienen"} baja resolución (${dpi}) y puede${one ? "" : "n"} salir borrosa${one ? "" : "s"} al imprimir. Use un escaneo o una foto más nítida si la tiene.`,
  blank: (list, one) => `${list} parece${one ? "" : "n"} estar en blanco. Revise que no falte nada.`,
  scaled: (list, one) =>
    `${list} se ${one ? "achicó" : "achicaron"} para caber en papel tamaño carta (Letter). Revise que la letra pequeña se pueda leer.`,
  rotated: (list, one) =>
    `${list} se ${one ? "giró" : "giraron"} para leerse derecha${one ? "" : "s"}. Revise que ${one ? "se lea" : "se lean"} bien.`,
  sizeCount: (size, count) => `${size}: ${count} ${pages(count)}`,
  originalSizes: (sizes) =>
    `${sizes.length === 1 ? "Tamaño original" : "Tamaños originales"}: ${sizes.join("; ")}. Se pusieron en papel tamaño carta (Letter).`,
  dataNames: {
    "social-security-number": "un número de Seguro Social completo",
    "taxpayer-id": "un número de identificación de contribuyente completo",
    "financial-account-number": "un número de cuenta bancaria o financiera completo",
    "card-number": "un número de tarjeta de crédito o débito completo",
    "birth-date": "una fecha de nacimiento completa",
  },
  dataActions: {
    "social-security-number": ALL_BUT_FOUR,
    "taxpayer-id": ALL_BUT_FOUR,
    "financial-account-number": ALL_BUT_FOUR,
    "card-number": ALL_BUT_FOUR,
    "birth-date": "tache el día y el mes, y deje solo el año, antes de presentar.",
  },
  mayShow: (list, name, masked, rule, action) =>
    `<strong>${list} puede mostrar ${name} (${masked}).</strong> ${rule}: ${action}`,
  footer: "Este informe señala cosas que revisar. No es asesoría legal.",
  // As the builder's Spanish catalogue says them (apps/web/src/i18n/locales/es/builder.json, filingCheck).
  filing: {
    title: "Revisión para presentar",
    ready: (court) => `Lista para presentar en ${court}`,
    readyDetail:
      "Nada en estos archivos va contra una regla que aplique el sistema de presentación electrónica o el secretario de la corte.",
    blocked: (court) => `Todavía no está lista para presentar en ${court}`,
    blockedDetail:
      "Primero corrija lo que impide presentar; la revisión se repite cada vez que vuelve a crear la carpeta.",
    notRun: "No se hizo la revisión para presentar",
    notRunFailed:
      "Esta vez no se pudieron revisar estos archivos con las reglas de presentación electrónica de la corte. Vuelva a crear la carpeta para revisarlos, o pregunte al secretario de la corte antes de presentar.",
    generic:
      "No tenemos reglas para esta corte: se revisó con las reglas comunes más estrictas. Pregunte al secretario de la corte.",
    blockers: "Lo que impide presentar",
    warnings: "Vale la pena corregir",
    wholeFile: "todo el archivo",
    page: (page) => `página ${page}`,
    rule: "Regla:",
    fix: "Cómo corregir:",
    checked: "Revisado:",
  },
};
