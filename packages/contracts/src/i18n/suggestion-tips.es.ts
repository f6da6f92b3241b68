// The Spanish of the preview's fixed organising tips by code (suggestion-tips.ts, issue 39): same keys and
// placeholders; a role or an exhibit in them is filled with its Spanish name by the server (ai.provider.ts).
import type { SuggestionTipCode } from "../suggestion-tips.ts";

export const suggestionTipsEs: Record<SuggestionTipCode, string> = {
  timeline:
    "Agregue una cronología corta y escrita de los hechos, en orden de fechas, como su primera prueba.",
  receipts: "Incluya recibos o facturas de cada cantidad que pide.",
  photos: "Agregue fotos claras de cualquier daño, con la fecha en que se tomó cada una.",
  correspondence: "Incluya cartas, correos electrónicos y mensajes de texto entre usted y la otra parte.",
  chronological: "Ponga sus pruebas en orden de fechas para que el juez pueda seguir la historia.",
  noExhibits: "Suba los documentos que quiere que vea el juez: cada archivo será una prueba.",
  decision:
    "Incluya una copia del aviso, la decisión o la citación de la audiencia, para poder mostrarla fácilmente.",
  lease: "Incluya su contrato de renta y los avisos que recibió del arrendador.",
  contract: "Incluya el contrato, el acuerdo, el presupuesto o la confirmación de pedido de la disputa.",
  medical: "Incluya los expedientes médicos y las facturas que muestran el tratamiento y sus fechas.",
  insurance: "Incluya la póliza de seguro (o su página de declaraciones) y las cartas sobre su reclamo.",
  answering: "Como {{role}}, incluya una copia de los papeles que recibió, para mostrar a qué responde.",
  outOfOrder:
    "{{later}} tiene una fecha anterior a {{earlier}}, pero va después; piense en poner las pruebas en orden de " +
    "fechas para que el juez pueda seguir la historia.",
  longExhibit: "{{exhibit}} tiene {{pages}} páginas; piense en marcar las páginas que va a mencionar.",
  hearingDate:
    "Agregue la fecha de su audiencia a la información del caso para que aparezca en la portada y en sus recordatorios.",
  readable: "Revise que cada página se pueda leer y esté derecha antes de imprimir.",
  copies: "Imprima una copia para el juez, una para cada otra parte y una para usted.",
  exhibitLabelled: "Prueba {{label}} ({{filename}})",
  exhibitUnlabelled: '"{{filename}}"',
  // The builder's role names (web builder.json `roles`), lower case.
  roleDefendant: "demandado",
  roleRespondent: "demandado",
  roleCrossDefendant: "contrademandado",
  roleThirdPartyDefendant: "tercero demandado",
  roleCounterDefendant: "reconvenido",
};
