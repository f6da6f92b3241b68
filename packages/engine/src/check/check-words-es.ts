// The filing check's findings in US Spanish, for the kit's report in Spanish (usted, the glossary of issue 39:
// binder → carpeta, filing → presentar, court → corte). Rule names, file and font names stay as they are.
import { megabytes, ranges } from "../kit/quality.ts";
import type { CheckWords, PageRun, Where } from "./check-words.ts";

const isMany = ([from, to]: PageRun) => from !== to;
/** "la página 4" / "las páginas 4–9". */
const pages = ([from, to]: PageRun) => (from === to ? `la página ${from}` : `las páginas ${from}–${to}`);
const Pages = (run: PageRun) => `L${pages(run).slice(1)}`;
const on = (where: Where) => (where ? `en ${pages(where)}` : "en el archivo");
/** "las páginas 2, 9, 12–14 y 40 más", as findings.ts#pageList does in English. */
function pageList(list: number[], shown = 6): string {
  const runs = ranges([...new Set(list)]);
  const words = runs.slice(0, shown).map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`));
  const rest = runs.length - shown;
  return `${list.length === 1 ? "la página" : "las páginas"} ${words.join(", ")}${rest > 0 ? ` y ${rest} más` : ""}`;
}
const mb = (bytes: number) => megabytes(bytes, "es");
const REFUSED = "que los sistemas de la corte rechazan";

export const CHECK_WORDS_ES: CheckWords = {
  fileName: (name, description) => ({
    message: `El nombre del archivo "${name}" no sigue la regla de la corte: ${description}.`,
    fix: `Cambie el nombre del archivo usando solo ${description}.`,
  }),
  fileSize: (bytes, limitMb) => ({
    message: `El archivo pesa ${mb(bytes)}, más que el límite de la corte de ${limitMb} MB por documento.`,
    fix: "Divídalo en volúmenes más pequeños y presente cada uno, en orden.",
  }),
  encrypted: (needsPassword) => ({
    message: needsPassword
      ? "El archivo está protegido con contraseña, así que el sistema de la corte no lo puede abrir."
      : "El archivo está cifrado (tiene opciones de seguridad), algo que los sistemas de presentación electrónica rechazan.",
    fix: "Guárdelo o imprímalo otra vez como PDF sin contraseña ni opciones de seguridad.",
  }),
  javascript: (where) => ({
    message: `El archivo tiene JavaScript ${on(where)}, ${REFUSED}.`,
    fix: "Imprímalo como un PDF nuevo (o vuelva a crearlo aquí) para que quede sin el código.",
  }),
  embeddedFile: (where) => ({
    message: `El archivo tiene otro archivo adjunto ${on(where)}, ${REFUSED}.`,
    fix: "Quite el adjunto; preséntelo como su propia prueba si la corte lo necesita.",
  }),
  formFields: (where, flattened) => ({
    message: `El archivo tiene campos de formulario para llenar ${on(where)}${flattened ? "; la corte solo acepta formularios aplanados" : ""}.`,
    fix: "Aplane el formulario para que lo escrito quede como parte de la página.",
  }),
  richMedia: (where) => ({
    message: `El archivo tiene sonido, video o contenido 3D ${on(where)}, que una copia presentada no puede reproducir.`,
    fix: "Quite ese contenido y presente una imagen fija o una transcripción.",
  }),
  linksNone: (list) => ({
    message: `Hay enlaces en ${pageList(list)}; esta corte no acepta ningún enlace.`,
    fix: "Vuelva a crear el archivo sin enlaces (los números de página del índice se quedan).",
  }),
  linksExternal: (list) => ({
    message: `Hay enlaces a direcciones web o a otros archivos en ${pageList(list)}; los sistemas de presentación electrónica pueden rechazarlos o quitarlos.`,
    fix: "Escriba las direcciones como texto en lugar de enlaces.",
  }),
  fontNotEmbedded: (font) => ({
    message: `La fuente ${font} no está dentro del archivo, así que la página puede verse distinta en la corte.`,
    fix: "Guarde o imprima el documento como PDF otra vez, con las fuentes incluidas.",
  }),
  bookmarks: {
    message: "El archivo no tiene marcadores; esta corte pide un marcador para cada prueba o sección.",
    fix: "Cree la carpeta aquí (agrega un marcador para cada prueba) o agregue marcadores con un editor de PDF.",
  },
  notSearchable: (run) => ({
    message: `${Pages(run)} no ${isMany(run) ? "tienen" : "tiene"} texto que se pueda buscar (un escaneo o una foto de texto).`,
    fix: "Use el reconocimiento de texto (OCR) en estas páginas.",
  }),
  pictureWithoutWords: (run) => ({
    message: `${Pages(run)} ${isMany(run) ? "son imágenes" : "es una imagen"} sin palabras; no hay nada que buscar (el reconocimiento de texto ${isMany(run) ? "las leyó" : "la leyó"} y no encontró ninguna).`,
    fix: "No hay nada que hacer con una foto. Si la página sí muestra texto, escanéela otra vez con más nitidez y vuelva a crear la carpeta.",
  }),
  legalSize: (run, courtRule) => ({
    message: `${Pages(run)} ${isMany(run) ? "son" : "es"} tamaño Oficio (8.5 × 14 pulg.); ${courtRule ? "esta corte acepta páginas tamaño Carta" : "la mayoría de los sistemas de presentación electrónica aceptan páginas tamaño Carta"}.`,
    fix: "Ajuste estas páginas a tamaño Carta (8.5 × 11 pulg.) antes de presentar.",
  }),
  oddSize: (run, size, legalToo) => ({
    message: `${Pages(run)} ${isMany(run) ? "miden" : "mide"} ${size} pulg., no tamaño Carta${legalToo ? " ni Oficio" : ""}.`,
    fix: "Ajuste estas páginas a tamaño Carta (8.5 × 11 pulg.); crear la carpeta aquí lo hace.",
  }),
  lowResolution: (run, dpi, limit) => ({
    message: `Las imágenes en ${pages(run)} tienen apenas ${dpi} ppp, menos de ${limit} ppp, y pueden imprimirse borrosas.`,
    fix: "Escanee estas páginas otra vez a 300 ppp, o use una foto más nítida.",
  }),
  clerkBox: (width, height, page) => ({
    message: `Hay algo impreso en el espacio de ${width} × ${height} pulg. del secretario, arriba a la derecha de la página ${page}, que la corte deja en blanco para su sello.`,
    fix: "Mueva o achique el contenido de la página para que la esquina de arriba a la derecha quede vacía (crear la carpeta aquí lo hace).",
  }),
  hiddenText: (run) => ({
    message: `En ${pages(run)}, hay texto tapado con un recuadro negro que todavía se puede copiar del archivo: la censura no lo oculta.`,
    fix: "Tache con una herramienta que borre el texto de abajo (o imprima en papel y escanee), y revise otra vez.",
  }),
  personalData: (page, masked, rule, courtRules, advice) => ({
    message: `La página ${page} puede mostrar datos personales que las reglas de la corte no permiten en documentos públicos (${masked}, ${rule}${courtRules.length ? `; esta corte aplica ${courtRules.join(", ")}` : ""}).`,
    fix: advice,
  }),
  envelope: (totalBytes, limitMb) => ({
    message: `Con este archivo, los archivos juntos suman ${mb(totalBytes)}, más que el límite de la corte de ${limitMb} MB por presentación.`,
    fix: "Presente el resto en una segunda presentación, o divida la carpeta en volúmenes más pequeños.",
  }),
};
