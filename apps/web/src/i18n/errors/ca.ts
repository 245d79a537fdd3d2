import type { Catalogue } from '../en.ts';

export const errorsCa: Catalogue['errors'] = {
  title: 'Error',
  generic: "S'ha produït un error en fer l'acció. Torneu-ho a provar.",
  network: "No s'ha pogut connectar amb el servidor. Comproveu la connexió i torneu-ho a provar.",
  waitToRetry: 'Massa sol·licituds en poc temps. Espereu {{wait}} i torneu-ho a provar.',
  waitSeconds_one: '{{count}} segon',
  waitSeconds_other: '{{count}} segons',
  waitMinutes_one: '{{count}} minut',
  waitMinutes_other: '{{count}} minuts',
  VALIDATION_FAILED: 'Alguns camps no són vàlids. Reviseu-los i torneu-ho a provar.',
  UNAUTHENTICATED: 'Inicieu la sessió per continuar.',
  SESSION_EXPIRED: 'La vostra sessió ha finalitzat. Torneu a iniciar la sessió.',
  FORBIDDEN: 'No teniu permís per fer aquesta acció.',
  NOT_FOUND: "No s'ha trobat.",
  CSRF_REJECTED:
    "La sol·licitud s'ha rebutjat per motius de seguretat. Torneu a carregar la pàgina i torneu-ho a provar.",
  INVALID_CREDENTIALS: 'El correu electrònic o la contrasenya no són correctes.',
  CURRENT_PASSWORD_INCORRECT: 'La contrasenya actual no és correcta.',
  TOO_MANY_ATTEMPTS: 'Massa intents fallits. Espereu un minut i torneu-ho a provar.',
  NO_PRODUCT_USER: 'No existeix cap usuari de Cabildo per a aquest compte.',
  NO_AREAS:
    "El vostre usuari no té cap àrea municipal assignada i, per tant, no pot iniciar la sessió. Demaneu al vostre supervisor que us n'assigni una.",
  MUNICIPALITY_DISABLED: 'Accés denegat. Municipi bloquejat',
  USER_DISABLED: 'Aquest compte està inhabilitat. Consulteu-ho amb el vostre supervisor.',
  SSO_FAILED: "No s'ha pogut completar l'inici de sessió únic. Torneu-ho a provar.",
  SSO_EMAIL_NOT_VERIFIED:
    "El proveïdor d'identitat no ha verificat el correu electrònic d'aquest compte i, per tant, no pot iniciar la sessió a Cabildo. Consulteu-ho amb el vostre supervisor.",
  SSO_EMAIL_INVALID:
    "El proveïdor d'identitat ha enviat per a aquest compte un correu electrònic que Cabildo no accepta i, per tant, no pot iniciar la sessió. Consulteu-ho amb el vostre supervisor.",
  SSO_UNAVAILABLE:
    "No s'ha pogut connectar amb el proveïdor d'identitat. Torneu-ho a provar d'aquí a uns minuts.",
  RESET_TOKEN_INVALID: "Aquest enllaç ha caducat o ja s'ha utilitzat.",
  EMAIL_EXISTS: 'Ja existeix un usuari amb aquest correu electrònic.',
  USERNAME_EXISTS: 'Ja existeix un usuari amb aquest nom.',
  USERNAME_INVALID: "El nom d'usuari no és vàlid.",
  MANAGEMENT_SYSTEM_ERROR: "S'ha produït un error en comunicar-se amb la plataforma digital.",
  MANAGEMENT_VERIFY_FAILED: "S'ha produït un error en verificar l'usuari a la plataforma de gestió",
  SECTION_NOT_FOUND: 'La secció indicada no existeix.',
  INCIDENT_TYPE_CREATE_FAILED:
    "Error en crear el tipus d'incidència. El formulari no s'ha desat: és possible que ja existeixi un tipus amb el nom del formulari.",
  INCIDENT_CREATE_FAILED: "Error en crear la incidència. La resposta no s'ha desat.",
  MUNICIPALITY_NOT_LINKED: 'El municipi actual no està vinculat a cap municipi de la plataforma digital.',
  MUNICIPALITY_WITHOUT_AREAS: 'El municipi no té cap àrea per seleccionar. Primer cal crear-ne una.',
  MUNICIPALITY_KEY_EXISTS:
    'Ja hi ha un altre municipi que fa servir aquesta paraula clau. Trieu-ne una altra.',
  AREAS_NOT_EDITABLE: "Les àrees d'aquest usuari pertanyen a municipis diferents i no es poden editar aquí.",
  DUPLICATE_VALUE: 'Aquest valor ja està en ús. Torneu a carregar la pàgina i torneu-ho a provar.',
  FORM_LOCKED: 'El formulari té respostes i, per tant, ja no es pot editar.',
  FORM_HAS_ANSWERS:
    "El formulari té respostes: se'n poden canviar els textos, però no les seccions, les preguntes ni els estats.",
  FORM_KEY_PREFIX_TAKEN:
    "Un altre formulari ja fa servir aquest prefix de codi de resposta, o ja s'hi han emès codis. Trieu-ne un altre.",
  CITIZEN_FORM_NOT_PUBLIC: "Els formularis amb l'opció d'afegir un ciutadà no poden ser públics",
  FILE_TOO_LARGE: 'La imatge és massa gran',
  FILE_TYPE_INVALID: 'Format de fitxer no vàlid',
  IMPORT_EMPTY: 'El fitxer no té files sota la capçalera.',
  IMPORT_TOO_MANY_ROWS: 'El fitxer té més de 5.000 files. Dividiu-lo en diversos fitxers.',
  IMPORT_COLUMNS_MISSING: 'Falten columnes a la fila de capçalera. Feu servir la plantilla.',
  VIDEO_NOT_ENABLED: 'Els fitxers adjunts de vídeo no estan habilitats per a aquest municipi.',
  FORM_DELETED: "El formulari que voleu respondre no existeix o s'ha suprimit.",
  FORM_NOT_IN_AREAS:
    'No teniu permís per veure el formulari perquè no és de cap de les vostres àrees municipals.',
  ALREADY_ANSWERED: 'Ja heu respost aquest formulari',
  RESPONSE_LIMIT_REACHED: "S'ha arribat al límit de respostes",
  SUBMISSION_ID_TAKEN:
    "No s'ha pogut desar la resposta perquè el seu enviament pertany a una altra resposta.",
  ANSWER_INVALID:
    'La resposta no coincideix amb el formulari. Torneu a carregar la pàgina i torneu-ho a provar.',
  ANSWER_INCOMPLETE: 'Falten camps obligatoris per completar.',
  ANSWER_CHANGED_CONCURRENTLY:
    'Una altra persona ha modificat aquesta resposta mentrestant. Torneu-la a obrir.',
  ANSWER_SIGNED: "Aquesta resposta s'ha signat mentrestant i, per tant, ja no es pot modificar.",
  NO_CHANGES: 'No hi ha cap canvi',
  ANSWER_UNDELETABLE:
    'Aquesta resposta no es pot suprimir: està signada, prové del portal ciutadà o té un pagament.',
  STATE_TRANSITION_NOT_ALLOWED: "No s'ha pogut actualitzar l'estat",
  EXPORT_TOO_LARGE:
    "Hi ha més respostes de les que caben en un full d'Excel: apliqueu filtres i torneu a exportar.",
  EXPORT_BUSY: "Ara mateix s'estan preparant moltes exportacions: torneu-ho a provar d'aquí a un minut.",
  EMAIL_COPY_NOT_OFFERED: 'Aquest formulari no envia còpies per correu electrònic.',
  CITIZEN_NOT_TAKEN: 'Aquest formulari no admet cap ciutadà ni cap destinatari.',
  CITIZEN_REQUIRED: 'El ciutadà és obligatori',
  CITIZEN_NOT_FOUND: "No s'ha trobat cap ciutadà amb aquest número de document.",
  CITIZEN_REGISTRY_ERROR: 'Error en cercar el ciutadà a MuniDigital. Torneu-ho a provar.',
  CITIZEN_EXISTS: 'Ja existeix un ciutadà amb aquest número de document.',
  GEOCODING_UNAVAILABLE:
    "La cerca d'adreces no està disponible en aquest moment. Podeu situar el marcador al mapa.",
  MAIL_FAILED: "S'ha produït un error en enviar el correu electrònic. Torneu-ho a provar",
  RATE_LIMITED: 'Massa sol·licituds. Espereu un minut i torneu-ho a provar.',
  INTERNAL: "S'ha produït un error al servidor. Torneu-ho a provar d'aquí a un moment.",
  CITIZEN_SESSION_INVALID:
    "S'ha produït un error en verificar la vostra sessió. Torneu a accedir-hi des del Portal Ciutadà.",
  CHANGES_REQUEST_EMPTY: 'Marqueu com a mínim una resposta, imatge o document per revisar',
  CHANGES_REQUEST_SECTION_WITHOUT_ANSWERS: 'Hi ha seccions que no indiquen les respostes per revisar',
  CHANGES_REQUEST_NOT_OFFERED:
    'Només es poden sol·licitar canvis en formularis del Portal Ciutadà amb incidències i un ciutadà associat',
  CHANGES_REQUEST_PENDING: 'El ciutadà encara no ha completat la sol·licitud de canvis anterior',
  REVISION_NOT_PENDING: 'Formulari ja respost',
  RECORD_NOT_FOUND:
    "No s'ha trobat cap acta amb aquest codi. Recordeu que cal respectar les majúscules i les minúscules.",
  STATUS_NOT_FOUND: 'El vostre tràmit no té estats o no hi ha cap resposta associada a aquest codi.',
  LOGO_TOO_LARGE: 'La imatge és massa gran',
  LOGO_FORMAT_INVALID: 'Format de fitxer no vàlid',
  LOGO_WITH_PORTABLE_PRINT: 'La impressió portàtil i el logotip no es poden utilitzar alhora.',
  PAYMENT_NOT_OFFERED: 'Aquest formulari no admet pagaments.',
  PAYMENT_ORDER_REQUIRED: "Valideu la comanda d'entrades abans de desar la resposta.",
  PAYMENT_SECTION_UNKNOWN: 'La secció indicada no existeix.',
  PAYMENT_SECTION_NOT_PRICED: 'La ubicació seleccionada no té preu.',
  PAYMENT_QUANTITY_INVALID: "Trieu un nombre d'entrades vàlid.",
  PAYMENT_NO_STOCK: 'No hi ha entrades disponibles per a la ubicació seleccionada. Actualitzeu la pantalla.',
  PAYMENT_SECTION_HAS_ORDERS: 'Una ubicació que ja té comandes no es pot suprimir ni canviar de nom.',
  PAY_ORDER_NOT_FOUND: "La comanda d'entrades no existeix.",
  PAY_ORDER_USED: "Aquesta comanda d'entrades ja s'ha desat amb una resposta.",
  PAY_ORDER_NOT_PENDING: "Aquesta comanda d'entrades ja no es pot modificar.",
  PAY_ORDER_NOT_SAVED: 'Deseu la resposta abans de pagar.',
  PAYMENT_MERCHANT_MISSING:
    "Error en el procés de generació de l'entrada. Si el problema persisteix, poseu-vos en contacte amb l'ajuntament.",
  PAYMENT_NOTIFICATION_INVALID: "No s'ha pogut verificar la notificació del pagament.",
  PAYMENT_NOTIFICATION_MISMATCH: 'La notificació del pagament no coincideix amb la comanda.',
  WEBHOOK_URL_NOT_HTTPS: "L'adreça ha de començar per https://.",
  WEBHOOK_ADDRESS_NOT_ALLOWED:
    "L'adreça pertany a una xarxa privada o reservada: els webhooks només s'envien a adreces públiques.",
  WEBHOOK_HOST_UNRESOLVED: "No s'ha trobat el nom d'amfitrió de l'adreça.",
  WEBHOOK_FORM_NOT_IN_MUNICIPALITY: 'El formulari no pertany a aquest municipi.',
  APPOINTMENT_NOT_OFFERED: 'Aquest formulari no ofereix cita prèvia.',
  APPOINTMENT_AGENDA_UNKNOWN:
    "L'agenda no pertany al sistema de cita prèvia del municipi. Torneu-la a seleccionar.",
  BOOKING_SYSTEM_ERROR:
    "No s'ha pogut carregar la informació. Si el problema persisteix, poseu-vos en contacte amb l'ajuntament.",
};
