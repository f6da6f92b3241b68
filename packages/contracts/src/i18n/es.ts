// The Spanish (es-US) catalogue of what the server says: the same keys as en.ts (its type holds it to them) and the
// same {{placeholders}} (messages.test.ts). Plain words, "usted", the glossary of docs/decisions.md "Issue 39".
import type { CatalogueShape } from "./en.ts";
import { EMAIL_MESSAGES_ES } from "./emails.es.ts";
import { fileRefusalsEs, HEIC_ADVICE_ES } from "./file-refusals.es.ts";
import { suggestionTipsEs } from "./suggestion-tips.es.ts";
import { REDACTION_KEEP_ES, REDACTION_KINDS_ES, REDACTION_MESSAGES_ES } from "./redaction.es.ts";

export const es: CatalogueShape = {
  errors: {
    outOfSpace:
      "El servicio no tiene espacio de almacenamiento en este momento, así que no se pudieron guardar sus archivos. No se cobró nada; intente de nuevo más tarde.",
    generic500: "Algo salió mal de nuestro lado. Intente de nuevo en un momento.",
    bodyTooLarge: "El archivo que subió es demasiado grande.",
    notJson: "Esta solicitud debe enviarse como JSON.",
    invalidJson: "El contenido de la solicitud no es JSON válido.",
    buildNotRunning: "No hay ninguna carpeta en proceso con este número.",
    downloadExpired: "Esta descarga ya venció. Vuelva a crear la carpeta para obtener una nueva.",
    filingNotRecorded: "No se pudo registrar la presentación. Intente de nuevo en un momento.",
    filedBinderNotFound: "No se encontró la carpeta presentada",
    tooManyChecks: "Se están revisando demasiados archivos a la vez. Espere un momento e intente de nuevo.",
    choosePlan: "Elija uno de los planes de membresía.",
    rangeNotSatisfiable: "Esa parte del archivo no existe. Descargue el archivo completo otra vez.",
    exportNoFiles: "Primero agregue al menos un archivo al proyecto.",
    exportUnknownFile:
      "Un archivo del orden de la vista previa no es parte de este proyecto. Vuelva a cargar la página e intente de nuevo.",
    exportDuplicateFile: "Un archivo aparece dos veces en el orden de la vista previa.",
  },
  auth: {
    invalidCredentials: "Correo electrónico o contraseña incorrectos",
    loginFailedTitle: "No se pudo iniciar sesión",
    loginSuccessTitle: "Sesión iniciada",
    signupFailedTitle: "No se pudo crear la cuenta",
    signupFailedDefault: "No se pudo crear la cuenta",
    accountCreated: "Cuenta creada. Inicie sesión.",
    signupCheckEmail:
      "Su cuenta está lista: inicie sesión. Si este correo ya tenía una cuenta, revise su correo: le enviamos un mensaje.",
    passwordTooShort: "La contraseña debe tener al menos 8 caracteres",
    passwordLettersAndNumbers: "La contraseña debe tener letras y números",
    passwordTooCommon:
      "Esta contraseña es una de las más comunes, que son las primeras que se adivinan. Elija otra.",
    passwordIsEmail:
      "Su contraseña no puede ser su correo electrónico ni la parte antes de la @. Elija otra.",
    passwordMismatch: "Las contraseñas no coinciden",
    missingFields: "Complete todos los campos obligatorios",
    invalidEmail: "Escriba un correo electrónico válido",
    notSignedIn: "Inicie sesión para continuar.",
    csrfRejected: "No se pudo verificar esta solicitud. Vuelva a cargar la página e intente de nuevo.",
    tooManyAttempts_one:
      'Demasiados intentos de iniciar sesión. Espere {{count}} minuto e intente de nuevo, o elija "¿Olvidó su contraseña?" para crear una contraseña nueva ahora.',
    tooManyAttempts_other:
      'Demasiados intentos de iniciar sesión. Espere {{count}} minutos e intente de nuevo, o elija "¿Olvidó su contraseña?" para crear una contraseña nueva ahora.',
    loginSuccessful: "Sesión iniciada",
    loginCheck:
      "Este navegador no ha iniciado sesión en esta cuenta antes, y hubo muchos intentos fallidos desde esta red o para esta cuenta. Su navegador hace primero una revisión corta (unos segundos); después intenta de nuevo.",
  },
  limits: {
    uploadBusy:
      "Ya tiene varios archivos subiéndose. Espere a que termine uno y después envíe este otra vez.",
    addressBusy:
      "Se están subiendo muchos archivos desde su red a la vez. Espere a que terminen algunos y después envíe este otra vez.",
    unlockBusy:
      "Ahora mismo se están desbloqueando otros PDF para usted. Espere a que terminen y después desbloquee este otra vez.",
    tryAgainSeconds_one: "Intente de nuevo en {{count}} segundo.",
    tryAgainSeconds_other: "Intente de nuevo en {{count}} segundos.",
    tryAgainMinutes: "Intente de nuevo en {{count}} minutos.",
    signups_one:
      "Se crearon demasiadas cuentas desde su red en la última hora. Intente de nuevo en {{count}} minuto, o inicie sesión en la cuenta que ya tiene.",
    signups_other:
      "Se crearon demasiadas cuentas desde su red en la última hora. Intente de nuevo en {{count}} minutos, o inicie sesión en la cuenta que ya tiene.",
  },
  uploads: {
    notMultipart: "Envíe los archivos como un formulario multipart.",
    tooManyFiles:
      "Demasiados archivos a la vez ({{max}} como máximo). Envíe menos archivos e intente de nuevo.",
    totalTooLarge:
      "Estos archivos suman más de {{maxMb}} MB, el máximo que acepta un envío. Quite algunos archivos o hágalos más pequeños, e intente de nuevo.",
    aborted: "El archivo dejó de subirse antes de terminar. Intente de nuevo.",
  },
  builds: {
    pageNotFound: "No se encontró esta página.",
    membershipRequired: "Se necesita una membresía: compre una membresía para crear carpetas de pruebas.",
    oneTimeExhausted: "Uso único terminado: ya usó su uso único. Compre otra membresía.",
    noFiles: "No hay archivos: suba al menos un archivo para crear su carpeta.",
    busy: "Proceso en curso: espere a que termine el proceso actual.",
    labelsPerFile: "El campo exhibitLabels debe dar una etiqueta para cada archivo, en orden.",
    pageClosed: "La carpeta se detuvo porque se cerró la página.",
    translationWithoutExhibit: "Llegó el archivo de una traducción sin su prueba.",
    translationNamesNoFile: "Cada traducción debe nombrar uno de los archivos, una sola vez.",
  },
  resumableUploads: {
    notHere: "Este servidor no acepta aquí subidas que se pueden continuar.",
    idsOutOfOrder:
      "{{field}} debe nombrar cada archivo, en orden. Vuelva a cargar la página e intente de nuevo.",
    unfinished: "Uno de los archivos no terminó de subirse. Espere a que termine o agréguelo otra vez.",
  },
  validation: {
    required: "Complete este campo.",
    tooShort: "Use al menos {{minimum}} caracteres.",
    tooLong: "Use como máximo {{maximum}} caracteres.",
    tooSmall: "Use un número de al menos {{minimum}}.",
    tooBig: "Use un número de {{maximum}} como máximo.",
    tooFew: "Elija al menos {{minimum}}.",
    tooMany: "Elija como máximo {{maximum}}.",
    email: "Escriba un correo electrónico válido, como nombre@ejemplo.com.",
    format: "Esto no tiene la forma esperada. Revíselo e intente de nuevo.",
    invalid: "Algo de lo que se envió no es válido. Revíselo e intente de nuevo.",
  },
  pageShell: {
    title: "CourtReady — carpetas de pruebas listas para la corte",
    description: "CourtReady convierte sus pruebas en una carpeta de pruebas lista para la corte.",
    noscript: "CourtReady necesita que JavaScript esté activado en su navegador.",
  },
  fileProblems: {
    EMPTY_FILE: "Este archivo está vacío",
    TOO_LARGE: "Este archivo es demasiado grande",
    UNSUPPORTED_TYPE: "Este tipo de archivo no puede ir en una carpeta",
    PDF_NEEDS_PASSWORD: "Este PDF tiene contraseña",
    PDF_DAMAGED: "Este PDF está dañado",
    PDF_TOO_MANY_PAGES: "Este PDF tiene demasiadas páginas",
    OFFICE_NEEDS_PASSWORD: "Este archivo tiene contraseña",
    OFFICE_CONVERSION_FAILED: "No se pudo abrir este archivo",
    IMAGE_UNREADABLE: "Esta imagen está dañada",
    IMAGE_FORMAT_UNSUPPORTED: "No se puede leer este tipo de imagen",
    DECOMPRESSION_BOMB: "Esta imagen es demasiado grande",
    TEXT_UNREADABLE: "No se pudo leer este archivo de texto",
    CLIPPING_EMPTY: "Este recorte está vacío",
    other: "Este archivo no se puede usar",
    unchecked:
      "No se pudo revisar este archivo en este momento. Se revisará otra vez cuando vea la vista previa o cree su carpeta.",
  },
  fileReasons: {
    emptyFile: "este archivo está vacío (0 bytes); suba otra vez el archivo original",
    emptyText: "este archivo está vacío (0 bytes); revise que eligió el archivo correcto",
    pdfPassword:
      "este PDF tiene contraseña; ábralo, guarde o imprima una copia sin la contraseña y suba esa copia",
    pdfDamaged:
      "este PDF está dañado y no se puede reparar; si se abre en su computadora, imprímalo como un PDF nuevo y " +
      "suba esa copia; si no, pida una copia nueva a quien se lo envió",
    pdfBrotli:
      "este PDF usa un tipo nuevo de compresión (Brotli) que los programas de PDF todavía no pueden leer; ábralo " +
      "en el programa que lo creó, guárdelo o imprímalo como un PDF normal y suba esa copia",
    officeFailed:
      "LibreOffice no pudo abrir este archivo; puede estar dañado o en un formato antiguo. Ábralo en Word o Excel y " +
      "guárdelo otra vez como .docx/.xlsx, o imprímalo como PDF, y suba ese archivo",
    officePassword:
      "este archivo tiene contraseña; ábralo en Word o Excel, quite la contraseña, guárdelo y suba esa copia",
    imageUnreadable:
      "no se pudo leer esta imagen (el archivo puede estar dañado); ábrala en su dispositivo, guarde o exporte " +
      "una copia nueva y súbala",
    heicAdvice: HEIC_ADVICE_ES,
  },
  fileRefusals: fileRefusalsEs,
  suggestions: suggestionTipsEs,
  redaction: REDACTION_MESSAGES_ES,
  redactionKinds: REDACTION_KINDS_ES,
  redactionKeep: REDACTION_KEEP_ES,
  redactionReminders: {
    texas:
      'Tex. R. Civ. P. 21c(d): si un documento todavía debe tener datos delicados, márquelo como "containing ' +
      'sensitive data" (contiene datos delicados) al presentarlo por internet.',
  },
  builder: {
    requiredFieldsFirstTitle: "Primero complete los campos obligatorios",
    requiredFieldsFirstText:
      "Complete todos los campos obligatorios de este tipo de carpeta antes de subir documentos.",
    noFilesTitle: "No hay archivos",
    noFilesText: "Suba al menos un archivo para crear su carpeta.",
    noFilesToSaveTitle: "No hay archivos para guardar",
    noFilesToSaveText: "Suba al menos un archivo antes de guardar.",
    incompleteFormTitle: "Formulario incompleto",
    incompleteFormText: "Complete la información del caso antes de guardar.",
    saveCancelledTitle: "No se guardó",
    saveCancelledText: "Para guardar, el proyecto necesita un nombre.",
    saveFailedTitle: "No se pudo guardar",
    saveFailedText: "No se pudo guardar el proyecto",
    autoSaveFailedTitle: "No se pudo guardar solo",
    autoSaveFailedText: "No se pudieron guardar los cambios. Intente guardar usted mismo.",
    noBinderTitle: "No hay carpeta",
    noBinderText: "Primero cree su carpeta con el botón Vista previa.",
    busyTitle: "Proceso en curso",
    busyText: "Espere a que termine el proceso actual.",
    loginRequiredTitle: "Debe iniciar sesión",
    loginRequiredText: "Inicie sesión para crear carpetas de pruebas.",
    membershipRequiredTitle: "Se necesita una membresía",
    membershipRequiredText: "Compre una membresía para crear carpetas de pruebas.",
    oneTimeExhaustedTitle: "Uso único terminado",
    oneTimeExhaustedText: "Ya usó su uso único. Compre otra membresía.",
    previewErrorTitle: "Error en la vista previa",
    previewErrorText: "No se pudo crear la vista previa",
    invalidPreviewTitle: "Error en la vista previa",
    invalidPreviewText: "La respuesta de la vista previa no es válida",
    renderErrorTitle: "Error",
    renderErrorText: "No se pudo crear la carpeta",
    enhancedErrorTitle: "Error en el proceso mejorado",
    enhancedErrorText: "No se pudo crear la carpeta mejorada",
    binderReadyTitle: "Carpeta lista",
    binderReadyText: "Su carpeta de pruebas está creada.",
    restoredTitle: "Trabajo recuperado",
    restoredText: "Recuperamos su trabajo anterior. Tiene que subir otra vez los archivos.",
    couldNotLoadSavedFile: "No se pudo cargar el archivo guardado: {{name}}",
  },
  account: {
    wrongPassword:
      "Esa no es su contraseña (o, si inicia sesión con Google o Apple, su correo electrónico). Su cuenta no se eliminó.",
    deleted: "Se eliminaron su cuenta y todo lo que tenía.",
  },
  passwordReset: {
    linkLabel: "¿Olvidó su contraseña?",
    requestSent:
      "Si una cuenta usa ese correo electrónico, le enviamos un enlace para crear una contraseña nueva. El enlace funciona una vez, durante 30 minutos. Si no llega nada en unos minutos, revise su carpeta de correo no deseado.",
    requestSentTitle: "Revise su correo",
    throttledNote:
      "¿Quedó bloqueado después de muchos intentos? Aquí puede crear una contraseña nueva, y funciona de inmediato.",
    tooManyRequests:
      "Demasiadas solicitudes para cambiar la contraseña. Espere 15 minutos e intente de nuevo.",
    notAvailableTitle: "Aquí no se puede cambiar la contraseña por correo",
    notAvailable:
      "Este servidor de CourtReady no puede enviar correos, así que no puede enviarle un enlace. Escriba a soporte desde la página de contacto con el correo con el que se registró, y le ayudaremos a entrar.",
    linkInvalid: "Este enlace venció o ya se usó. Pida uno nuevo.",
    changedTitle: "Contraseña cambiada",
    changed: "Su contraseña nueva está lista, y se cerró la sesión en todos los demás dispositivos.",
    failedTitle: "La contraseña no se cambió",
    requestFailedTitle: "Solicitud no enviada",
    requestFailedDefault: "No pudimos enviar el enlace. Revise su conexión e intente de nuevo.",
  },
  sessions: {
    notFound: "Esa sesión ya terminó. Vuelva a cargar la página para ver la lista actual.",
    endedOne: "Esa sesión terminó: se cerró la sesión en ese dispositivo.",
    endedThis: "Se cerró su sesión en este dispositivo.",
    endedOthers: "Se cerró la sesión en todos los demás dispositivos. Este sigue con la sesión abierta.",
    endedAll: "Se cerró su sesión en todas partes, también en este dispositivo.",
  },
  analytics: {
    tooMany: "Demasiados eventos de análisis desde esta dirección. Espere un minuto.",
    labelPersonal: "Una etiqueta de análisis no puede tener un correo electrónico",
  },
  binderTypes: { notFound: "No se encontró el tipo de carpeta" },
  contact: {
    nameRequired: "Escriba su nombre",
    emailInvalid: "Escriba un correo electrónico válido",
    subjectRequired: "Elija un tema",
    messageRequired: "Escriba su mensaje",
    sentTitle: "Mensaje enviado",
    sentText: "Gracias. Normalmente respondemos en 24 a 48 horas, por correo electrónico.",
    failedTitle: "Mensaje no enviado",
    failedText: "No se pudo enviar su mensaje. Intente de nuevo en un momento.",
    tooMany: "Usted envió varios mensajes en poco tiempo. Espere una hora antes de enviar otro.",
    responseTime: "Respondemos en 24 a 48 horas.",
  },
  courts: {
    unknownCourt: "Ninguna corte tiene ese número. Elija la corte otra vez de la lista.",
    unknownType: "Ningún tipo de carpeta tiene ese nombre.",
    checkCourt: "Verifique qué corte ve su caso.",
    unknownState:
      "Estado o territorio desconocido. Use un código de dos letras, como CA, NY o DC (los 50 estados, DC, PR, VI, GU, AS o MP).",
    queryTooLong: "El texto de búsqueda es demasiado largo: use 200 caracteres o menos.",
  },
  filing: {
    nothingGenerated: "Primero cree la carpeta y después márquela como presentada.",
    expired: "Esa carpeta ya no se guarda. Vuelva a crear la carpeta y después márquela como presentada.",
    notFiled: "Primero marque la carpeta como presentada: un suplemento continúa una carpeta presentada.",
    nothingPending:
      "Primero agregue los documentos nuevos al proyecto: todos los documentos de aquí ya se presentaron.",
    alreadyFiled:
      "Este proyecto ya se presentó. Cree un suplemento para los documentos nuevos, o confirme que quiere una carpeta nueva (vuelve a numerar todo y no es un suplemento).",
    filedOnFuture: "La fecha de presentación no puede ser posterior a hoy.",
  },
  library: {
    uploadedTitle: "Archivos subidos",
    uploadedText: "Sus archivos se agregaron a su biblioteca",
    fileUploaded: "Archivo subido",
    deleteFailed: "No se pudo eliminar el archivo",
    noFilesYet: "Todavía no hay archivos",
    noFilesFound: "No se encontraron archivos",
    tryAdjusting: "Pruebe con otras palabras de búsqueda",
    uploadFirst: "Suba su primer archivo para empezar",
    notFound: "No se encontró el archivo",
    folderNotFound: "No se encontró la carpeta de biblioteca",
    noFile: "Elija un archivo para subir.",
    tooLarge:
      "Este archivo pesa más de {{maxMb}} MB, el límite para un archivo. Divídalo o guarde una copia más pequeña, e intente de nuevo.",
    quotaReached:
      "Su espacio está lleno: {{used}} de {{quota}} usados por sus proyectos guardados (con sus carpetas presentadas) y los archivos de su biblioteca. Elimine los proyectos o archivos que ya no necesite, e intente de nuevo.",
    uploadFailedFile: "No se pudo subir {{filename}}",
  },
  storage: {
    projectsShare: "Proyectos guardados (con las carpetas presentadas)",
    nearlyFull: "Su espacio está casi lleno. Elimine los proyectos o archivos que ya no necesite.",
    usage: "{{used}} de {{quota}} usados",
  },
  membership: {
    signupCheckoutErrorTitle: "Error al registrarse y pagar",
    signupCheckoutErrorDefault: "No se pudo crear la cuenta ni la sesión de pago",
    checkoutErrorTitle: "Error en el pago",
    checkoutErrorDefault: "No se pudo crear la sesión de pago",
    loginRequiredTitle: "Debe iniciar sesión",
    loginRequiredText: "Inicie sesión o regístrese para comprar una membresía",
    paymentCancelledTitle: "Pago cancelado",
    paymentCancelledText: "No se hizo ningún cargo a su cuenta.",
    paymentSuccessTitle: "¡Pago realizado!",
    checkoutNotFound: "No se encontró este pago o ya terminó. Empiece otra vez desde la página de membresía.",
    notGroupOwner: "Solo la persona que compró un plan de grupo puede invitar o quitar miembros.",
    groupFull:
      "Un plan de grupo tiene lugar para usted y 2 personas más. Quite a alguien para invitar a otra persona.",
    alreadyInvited: "Esa persona ya está en su grupo.",
    memberNotFound: "No se encontró a ese miembro en su grupo.",
    inviteMailUnavailable:
      "Las invitaciones se envían por correo electrónico, y este servidor todavía no puede enviar correos. Pida a su administrador que configure SMTP_URL y SUPPORT_EMAIL.",
    inviteMailFailed:
      "No se pudo enviar el correo de invitación. Revise la dirección e intente de nuevo en unos minutos.",
    inviteLinkInvalid:
      "Este enlace de invitación no funciona: ya se usó, venció o se retiró la invitación. Pida a la persona que le invitó que le invite otra vez.",
    inviteAccepted: "Ya es parte del plan de grupo. Ahora puede crear carpetas.",
    seatAwaitsConfirmation:
      "Falta un paso: le enviamos un enlace de confirmación al correo de su cuenta. Ábralo con la sesión iniciada en esta cuenta y el lugar será suyo.",
    seatAwaitsOwner:
      "El correo electrónico de esta cuenta no está confirmado, y este servidor no puede enviar correos para confirmarlo. La persona que le invitó puede ver que usted lo pidió y debe darle el lugar.",
    confirmMailFailed:
      "No se pudo enviar el correo de confirmación. Abra el enlace de invitación otra vez en unos minutos.",
    confirmLinkInvalid:
      "Este enlace de confirmación no funciona: ya se usó o venció. Abra el enlace de invitación otra vez para recibir uno nuevo.",
    confirmLinkOtherAccount:
      "Este enlace de confirmación es para otra cuenta. Inicie sesión con el correo al que se envió la invitación y ábralo otra vez.",
    addressConfirmed: "Su correo electrónico está confirmado.",
    noSeatRequest: "Nadie ha pedido este lugar, o ya está ocupado.",
    webhookSignature: "No se pudo verificar la firma del webhook.",
    testPaymentsBanner: "Pagos de prueba: no se cobra dinero",
    testPaymentsDetail:
      "Esta instalación usa un pago de prueba: al completarlo recibe la membresía sin cobrar a ninguna tarjeta.",
    freeInstallation:
      "Aquí la membresía es gratis: todas las cuentas de esta instalación pueden crear carpetas. No hay nada que comprar.",
    paymentSuccessTextAnnual: "Su membresía anual ya está activa. Puede crear carpetas ahora mismo.",
    paymentSuccessTextMonthly: "Su membresía mensual ya está activa. Puede crear carpetas ahora mismo.",
    inviteForAnotherAddress:
      "Esta invitación es para {{masked}}. Inicie sesión con ese correo para tomar el lugar, o pida a la persona que le invitó que le dé el lugar a esta cuenta: esa persona puede ver que usted lo pidió.",
  },
  projects: {
    notFound: "No se encontró el proyecto",
    fileNotFound: "No se encontró el archivo",
    noFilesYet: "Este proyecto todavía no tiene archivos",
    nameRequired: "Para guardar, el proyecto necesita un nombre.",
    nameTooLong: "El nombre del proyecto debe tener menos de 200 caracteres.",
    binderTypeInvalid: "Elija un tipo de carpeta de la lista.",
    roleInvalid: "Elija de la lista su papel en el caso.",
    courtNameTooLong: "El nombre de la corte es demasiado largo.",
    presetKeyInvalid: "La corte que eligió no es válida. Elíjala otra vez de la lista.",
    formDataInvalid:
      "No se pudo leer la información del caso. Debe ser una lista de respuestas (un objeto JSON de texto, números o sí/no).",
    descriptionsInvalid: "No se pudieron leer las descripciones de los archivos.",
    fileOrderMissing: "Falta el nuevo orden de los archivos.",
    fileOrderInvalid: "No se pudo leer el nuevo orden de los archivos.",
    fileOrderDuplicate: "Un archivo aparece dos veces en el nuevo orden.",
    fileOrderUnknown:
      "Un archivo del nuevo orden no es parte de este proyecto. Vuelva a cargar la página e intente de nuevo.",
    projectIdMismatch: "Esta solicitud nombra un proyecto distinto del de su dirección.",
    relabelInvalid: "relabelExhibits debe ser 'true' o 'false'.",
    notMultipart: "Envíe el proyecto como un formulario multipart.",
    tooManyFiles: "Un proyecto puede tener como máximo 500 archivos.",
    saveFailed: "No se pudo guardar el proyecto",
    changesSavedTitle: "Cambios guardados",
    changesSavedText: "Su proyecto se actualizó",
    filesAddedTitle: "Archivos agregados",
    deletedTitle: "Proyecto eliminado",
    deletedText: "Su proyecto se eliminó.",
    duplicatedTitle: "Proyecto duplicado",
    duplicateFailed: "No se pudo duplicar el proyecto",
    fileTooLarge:
      "{{filename}} pesa más de {{maxMb}} MB, el máximo para un archivo. Divídalo o hágalo más pequeño, e intente de nuevo.",
    projectTooLarge:
      "Estos archivos suman más de {{maxMb}} MB, el máximo que acepta una carpeta. Quite algunos archivos o hágalos más pequeños, e intente de nuevo.",
    fileOrderNewMismatch:
      "El nuevo orden tiene {{entries}} archivos nuevos, pero se subieron {{uploads}}. Agregue los archivos otra vez y guarde.",
    fileOrderNewMismatchOneListed:
      "El nuevo orden tiene {{entries}} archivo nuevo, pero se subieron {{uploads}}. Agregue los archivos otra vez y guarde.",
    fileOrderNewMismatchOneUploaded:
      "El nuevo orden tiene {{entries}} archivos nuevos, pero se subió {{uploads}}. Agregue los archivos otra vez y guarde.",
    fileRejected: "{{filename}}: {{reason}}",
    filesAddedText: "Se agregaron {{count}} archivo(s) a su proyecto",
    duplicatedText: 'Se creó una copia de "{{name}}". Ahora puede editar la copia.',
    notConverted: "No se pudo convertir: {{reason}}",
  },
  sharing: {
    createFailed: "No se pudo crear el enlace para compartir",
    permissionInvalid: "Elija qué se puede hacer: solo ver, o ver y comentar.",
    expiryInvalid: "Elija cuándo deja de funcionar el enlace: en 1, 7 o 30 días, o nunca.",
    shareNotFound: "No se encontró el enlace para compartir",
    revokedTitle: "Enlace desactivado",
    revokedText: "Ese enlace ya no abre el proyecto.",
    revokeFailed: "No se pudo desactivar el enlace. Intente de nuevo.",
    copiedTitle: "Enlace copiado",
    copyFailed: "No se pudo copiar el enlace. Selecciónelo y cópielo a mano.",
    linkNotFound:
      "Este enlace para compartir no funciona. Verifique que copió el enlace completo, o pida uno nuevo a la persona que lo compartió.",
    linkExpired: "Este enlace para compartir venció. Pida un enlace nuevo a la persona que lo compartió.",
    linkRevoked:
      "La persona que compartió este enlace lo desactivó. Pídale un enlace nuevo si todavía lo necesita.",
    commentsNotAllowed: "Este enlace le permite ver el proyecto, pero no comentar.",
    commentNameRequired: "Escriba su nombre para que el dueño sepa quién escribió el comentario.",
    commentNameTooLong: "Su nombre debe tener menos de 80 caracteres.",
    commentTextRequired: "Escriba un comentario antes de enviarlo.",
    commentTextTooLong: "El comentario debe tener menos de 2000 caracteres.",
    tooManyComments: "Usted envió muchos comentarios en poco tiempo. Espere unos minutos e intente de nuevo.",
    commentsFull:
      "Este proyecto no acepta más comentarios. Comuníquese de otra forma con la persona que lo compartió.",
    commentSentText: "El dueño del proyecto verá su comentario.",
    noLinks: "No hay enlaces para compartir activos. Cree uno con el botón Compartir del panel.",
    tooManyLinks:
      "Este proyecto ya tiene {{max}} enlaces para compartir activos. Desactive uno que ya no necesite y después cree uno nuevo.",
    exhibitNotBuilt:
      "Esta prueba no se pudo mostrar como aparece en la carpeta. {{reason}} Todavía puede descargar el archivo original.",
  },
  filingRules: {
    maxDocumentMb: "Cada documento: {{mb}} MB como máximo.",
    maxEnvelopeMb: "Una presentación (todos sus documentos juntos): {{mb}} MB como máximo.",
    linksNone: "Ningún enlace en los archivos (los números de página del índice se quedan).",
    linksInternal: "Se aceptan enlaces dentro de un archivo. No se aceptan enlaces a otros sitios web.",
    clerkBoxFirstPage:
      "Primera página: deje vacío un espacio de {{width}} pulg. × {{height}} pulg. arriba a la derecha para el sello del secretario de la corte.",
    clerkBoxLaterPages:
      "Páginas siguientes: deje vacío un espacio de {{width}} pulg. × {{height}} pulg. arriba a la derecha.",
    pageSizeKeepLegal: "Las páginas tamaño oficio se quedan tamaño oficio (nunca se reducen a tamaño carta).",
    pageSizeLetter: "Las páginas son tamaño carta (las páginas tamaño oficio se reducen para caber).",
    fileName: "Nombres de archivo: {{description}}.",
    bookmarksRequired: "Los marcadores son obligatorios.",
    bookmarksNotRequired: "Los marcadores no son obligatorios.",
    searchableRequired: "En cada página se debe poder buscar texto (los escaneos necesitan OCR).",
    searchableNotRequired: "No es obligatorio poder buscar texto en las páginas.",
    formsFlattened: "Los campos de formularios para llenar deben aplanarse.",
    formsAccepted: "Se aceptan campos de formularios para llenar.",
    packagingCombined: "Presente un solo documento combinado.",
    packagingLead: "Presente un documento principal con las pruebas como anexos.",
    personalData: "Datos personales: {{words}}.",
    personalDataFrcp:
      "tache lo que pide Fed. R. Civ. P. 5.2 (deje solo los últimos 4 del SSN y de los números de cuenta, el año de nacimiento y las iniciales de los menores)",
    personalDataTex: "tache los datos delicados como pide Tex. R. Civ. P. 21c",
    personalDataIll: "no incluya datos de identidad personal, como pide Ill. S. Ct. R. 138",
    personalDataFla:
      "reduzca al mínimo los datos delicados, como pide Fla. R. Gen. Prac. & Jud. Admin. 2.425",
    personalDataCal: "quite o tache los datos de identidad, como pide Cal. Rules of Court 1.201",
  },
  emails: EMAIL_MESSAGES_ES,
};
