// The redaction's words in US Spanish (redaction.ts REDACTION_MESSAGES, issue 39): same keys and placeholders as the
// English. Glossary: redact → tachar, box → cuadro, binder → carpeta. The panel's own labels ("Información
// personal", "Buscar otra vez") are the web builder catalogue's, quoted as the Spanish screen shows them.
import type { REDACTION_KEEP_WORDS, REDACTION_KIND_NAMES, REDACTION_MESSAGES } from "../redaction.ts";

const NOT_MADE =
  "La carpeta no se creó, así que no se puede presentar nada sin tachar. Dibuje un cuadro sobre toda esa parte y " +
  "vuelva a crear la carpeta, o quite el archivo.";

export const REDACTION_MESSAGES_ES: Record<keyof typeof REDACTION_MESSAGES, string> = {
  hitReason: "{{kind}} ({{cites}}): {{keep}}.",
  failedOnPage: `No se pudo revisar la copia tachada en la página {{page}} ({{detail}}). ${NOT_MADE}`,
  failed: `No se pudo revisar la copia tachada ({{detail}}). ${NOT_MADE}`,
  layoutChanged:
    "El archivo se convirtió otra vez y su página {{page}} ya no se ve igual que cuando dibujó los cuadros, así " +
    'que un cuadro podría tapar otras palabras. La carpeta no se creó. En "Información personal", elija {{name}}, ' +
    'toque "Buscar otra vez" y dibuje de nuevo los cuadros en la página {{page}}.',
  readableInBox: '"{{masked}}" todavía se puede leer dentro de un cuadro de tachado',
  readableOnPage: "un dato tachado todavía se puede leer en la página",
  valueInFile: 'un dato tachado ("{{masked}}") todavía está en el archivo',
  attachmentInFile: "el PDF todavía tiene un archivo adjunto",
  boxNotDark: "un cuadro de tachado no tapa lo que había debajo (está {{percent}} % oscuro)",
  verificationFailed: "la revisión falló",
  notRedactable: "solo se pueden tachar archivos PDF, Word y Excel, y fotos",
  officeNoOutput: "LibreOffice no pudo convertir este archivo",
  notConvertedToLook: "No se pudo convertir este archivo para buscar en él: {{reason}}",
  notSearchable:
    "Se puede buscar y quitar información personal en archivos PDF, Word y Excel, y en fotos (JPEG, PNG, HEIC, " +
    "GIF, WebP, TIFF). Guarde este archivo como PDF y agréguelo otra vez para tacharlo.",
  pagesNotDrawn: "No se pudieron mostrar las páginas de este PDF.",
};

export const REDACTION_KINDS_ES: Record<keyof typeof REDACTION_KIND_NAMES, string> = {
  "social-security-number": "Número de Seguro Social",
  "taxpayer-id": "Número de identificación de contribuyente",
  "financial-account-number": "Número de cuenta bancaria o financiera",
  "card-number": "Número de tarjeta",
  "birth-date": "Fecha de nacimiento",
  "drivers-licence": "Número de licencia de manejar",
  "passport-number": "Número de pasaporte",
  "home-address": "Dirección de la casa",
  "minor-name": "Nombre de un menor de edad",
};

export const REDACTION_KEEP_ES: Record<keyof typeof REDACTION_KEEP_WORDS, string> = {
  "last-4": "solo pueden quedar los últimos cuatro caracteres",
  year: "solo puede quedar el año",
  initials: "solo pueden quedar las iniciales",
  nothing: "no puede quedar nada",
};
