import {
  ANSWER_ERRORS,
  CITIZEN_ERRORS,
  DUPLICATE_ERRORS,
  REVIEW_ERRORS,
  ERROR_CODES,
  ERRORS,
  FORM_ERRORS,
  GEOGRAPHY_ERRORS,
  STATE_ERRORS,
  TEXT_ERRORS,
  USER_ERRORS,
} from '@cabildo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, setupI18n } from '../src/i18n/index.ts';

beforeAll(async () => {
  await setupI18n('en');
});

/** Every message key the shared rules can produce has a text in English and in Spanish. */
describe('message catalogue', () => {
  const keys = [
    ...ERROR_CODES.map((code) => ERRORS[code].key),
    ...[
      USER_ERRORS,
      GEOGRAPHY_ERRORS,
      FORM_ERRORS,
      STATE_ERRORS,
      DUPLICATE_ERRORS,
      ANSWER_ERRORS,
      CITIZEN_ERRORS,
      REVIEW_ERRORS,
      TEXT_ERRORS,
    ].flatMap((group) => Object.values(group)),
  ];
  it.each(['en', 'es'])('%s holds every key', (language) => {
    const missing = keys.filter((key) => !i18next.exists(key, { lng: language, fallbackLng: false }));
    expect(missing).toEqual([]);
  });
  it('Spanish texts are the spec words, e.g. the blocked screen and the form rules', () => {
    const es = i18next.getFixedT('es');
    expect(es('errors.MUNICIPALITY_DISABLED')).toBe('Acceso denegado. Municipio bloqueado');
    expect(es('errors.STATE_TRANSITION_NOT_ALLOWED')).toBe('No se pudo actualizar el estado');
    expect(es('errors.CITIZEN_REQUIRED')).toBe('El ciudadano es obligatorio');
    expect(i18next.getFixedT('en')('errors.NO_CHANGES')).toBe('There are no changes');
    expect(es('forms.errors.sectionRequired')).toBe('El formulario debe tener al menos una sección');
    expect(es('geography.errors.keywordInvalid')).toBe(
      'Palabra clave no válida. Debe tener dos o más letras y deben estar en mayúsculas.',
    );
  });
});

/**
 * The spec's Spanish texts of the built screens, word for word (issue 13 item 18), with the key
 * that shows each one: accents, capitals, punctuation and the spec's own misspellings ('Imágen',
 * 'vacio', 'pertenecera', 'boton', 'Sólo puedo') included. A change of wording fails here first.
 * Not listed: texts of screens not built yet (statistics, PDF record, citizen portal,
 * single sign-on) and the editor's texts of issue 13 item 16 (pinned by their own tests).
 */
describe('spec texts, word for word', () => {
  const spanish: [text: string, key: string][] = [
    ['Error obteniendo datos de sesión.', 'auth.sessionError'],
    ['No existe el usuario para Cabildo.', 'auth.noProductUser.title'],
    ['No existe el usuario para Cabildo.', 'errors.NO_PRODUCT_USER'],
    ['Acceso denegado. Municipio bloqueado', 'auth.blocked.title'],
    ['Acceso denegado. Municipio bloqueado', 'errors.MUNICIPALITY_DISABLED'],
    ['Lo sentimos, algo salió mal...', 'crash.title'],
    ['The requested URL was not found.', 'notFound.body'],
    ['No se encontraron formularios con ese nombre', 'forms-list.empty.name'],
    ['No se encontraron resultados', 'forms-list.empty.none'],
    ['No se encontraron formularios para el área seleccionada', 'forms-list.empty.area'],
    ['Error al cargar la información, intente nuevamente.', 'forms-list.empty.error'],
    ['Sin respuestas', 'forms-list.delete.noAnswers'],
    ['El formulario se eliminó correctamente', 'forms-list.delete.done'],
    ['Ocurrió un error al borrar el formulario, por favor intente nuevamente', 'forms-list.delete.failed'],
    ['El Formulario fue duplicado correctamente', 'forms-list.duplicate.done'],
    [
      'Ocurrió un error al duplicar el formulario, por favor inténtelo nuevamente',
      'forms-list.duplicate.failed',
    ],
    [
      'Los formularios que cuentan con la opción de agregar un ciudadano no pueden ser públicos',
      'forms-list.citizenCannotBePublic',
    ],
    [
      'Los formularios que cuentan con la opción de agregar un ciudadano no pueden ser públicos',
      'errors.CITIZEN_FORM_NOT_PUBLIC',
    ],
    ['Debe seleccionar un Área Municipal', 'forms.errors.duplicateAreaRequired'],
    ['No existen resultados.', 'admin.common.noResults'],
    ['Hubo un error al obtener los datos, por favor recargue la página nuevamente', 'admin.common.loadError'],
    ['Hubo un error al obtener las Áreas del Municipio', 'admin.areas.loadError'],
    [
      'Se ha producido un error al obtener la lista de municipios, por favor vuelva a recargar la página.',
      'admin.municipalities.loadError',
    ],
    [
      'Se ha producido un error al obtener la lista de Países, por favor recargue la página.',
      'geography.loadErrors.countries',
    ],
    ['Se deben completar todos los campos requeridos.', 'users.errors.requiredFields'],
    ['Sólo puedo seleccionar un Rol', 'users.errors.oneRoleAdmin'],
    ['Sólo puede seleccionar un Rol', 'users.errors.oneRole'],
    ['Se debe seleccionar al menos un área.', 'users.errors.atLeastOneArea'],
    ['El usuario debe tener al menos un área municipal.', 'users.errors.keepOneArea'],
    [
      'El municipio actual no esta asociado a un municipio de la plataforma digital.',
      'errors.MUNICIPALITY_NOT_LINKED',
    ],
    [
      'El municipio no posee áreas para seleccionar. Primero se debe crear una.',
      'errors.MUNICIPALITY_WITHOUT_AREAS',
    ],
    ['El nombre del área no debe estar vacio.', 'geography.errors.areaNameEmpty'],
    [
      'Debe seleccionar un municipio al cual pertenecera el área.',
      'geography.errors.areaMunicipalityRequired',
    ],
    ['Debe ingresar un nombre de Municipio.', 'geography.errors.municipalityNameRequired'],
    ['Debe ingresar una palabra clave.', 'geography.errors.keywordRequired'],
    ['Debe ingresar un ID para la plataforma digital.', 'geography.errors.managementIdRequired'],
    ['El ID de Municipio debe ser válido.', 'geography.errors.managementIdInvalid'],
    [
      'Palabra clave no válida. Debe tener dos o más letras y deben estar en mayúsculas.',
      'geography.errors.keywordInvalid',
    ],
    ['Debe seleccionar una provincia.', 'geography.errors.provinceRequired'],
    ['Ya existe un usuario con el nombre ingresado.', 'errors.USERNAME_EXISTS'],
    ['Ocurrió un error al comunicarse con la plataforma digital.', 'errors.MANAGEMENT_SYSTEM_ERROR'],
    ['El nombre de usuario no es válido.', 'errors.USERNAME_INVALID'],
    [
      'Ocurrió un error al verificar el usuario en la plataforma de gestión',
      'errors.MANAGEMENT_VERIFY_FAILED',
    ],
    ['Usuario creado correctamente', 'admin.users.created'],
    ['Ocurrió un error, no se ha podido crear el usuario.', 'admin.users.createFailed'],
    ['ERROR: No se ha podido obtener los datos del municipio.', 'admin.users.municipalityLoadError'],
    ['Error al cargar usuario', 'admin.users.loadError'],
    ['Municipio creado correctamente.', 'admin.municipalities.created'],
    ['Municipio editado correctamente.', 'admin.municipalities.edited'],
    ['Debe ingresar un título', 'forms.errors.titleRequired'],
    ['Debe seleccionar un área', 'forms.errors.areaRequired'],
    ['Debe adjuntar una imagen', 'forms.errors.headerImageRequired'],
    ['Debe seleccionar una agenda', 'forms.errors.appointmentRequired'],
    [
      'Debe seleccionar al menos una opción para sincronizar con MuniGestion',
      'forms.errors.managementSyncOption',
    ],
    [
      'El título del formulario no puede superar los 75 caracteres para crear un incidente en MuniGestion',
      'forms.errors.incidentTitleTooLong',
    ],
    ['Debe seleccionar un área para crear un incidente', 'forms.errors.incidentAreaRequired'],
    ['Debe ingresar un número de respuestas', 'forms.errors.responseLimitRequired'],
    ['El formulario debe tener al menos una sección', 'forms.errors.sectionRequired'],
    ['El formulario debe tener al menos una pregunta', 'forms.errors.questionRequired'],
    ['El campo no puede estar vacío', 'forms.errors.stateNameEmpty'],
    ['El estado ya existe', 'forms.errors.stateNameDuplicate'],
    ['La imágen es demasiado grande', 'files.errors.tooBig'],
    ['Formato de archivo inválido', 'files.errors.badFormat'],
    ['Error al cargar la información, intente nuevamente.', 'editor.loadFailed'],
    ['El formulario fue creado correctamente', 'editor.created'],
    ['El formulario fue editado correctamente', 'editor.edited'],
    ['El formulario a contestar no existe.', 'answering.open.notFound'],
    ['El formulario que desea contestar no existe o ha sido eliminado.', 'errors.FORM_DELETED'],
    [
      'No tiene permisos para ver el formulario porque no esta entre sus áreas municipales.',
      'errors.FORM_NOT_IN_AREAS',
    ],
    ['Ingrese un DNI válido', 'citizens.errors.dniLookupInvalid'],
    ['Ingrese un CUIT válido', 'citizens.errors.cuitInvalid'],
    ['Faltan datos obligatorios', 'citizens.errors.requiredFields'],
    ['El correo electrónico no es válido', 'citizens.errors.emailInvalid'],
    ['El nombre no es válido', 'citizens.errors.firstNameInvalid'],
    ['El apellido no es válido', 'citizens.errors.lastNameInvalid'],
    ['La calle no es valida', 'citizens.errors.streetInvalid'],
    ['El DNI no es válido', 'citizens.errors.dniInvalid'],
    ['El teléfono no es válido', 'citizens.errors.phoneInvalid'],
    ['Error al buscar ciudadano en MuniDigital. Por favor intente nuevamente.', 'citizens.lookupFailed'],
    [
      'Error al buscar ciudadano en MuniDigital. Por favor intente nuevamente.',
      'errors.CITIZEN_REGISTRY_ERROR',
    ],
    ['Error al crear ciudadano en MuniDigital...', 'citizens.createFailed'],
    ['La Persona Jurídica fue creada correctamente', 'citizens.legalCreated'],
    ['El ciudadano fue creado correctamente', 'citizens.created'],
    ['El ciudadano es obligatorio', 'citizens.required'],
    ['El ciudadano es obligatorio', 'answers.errors.citizenRequired'],
    ['El ciudadano es obligatorio', 'errors.CITIZEN_REQUIRED'],
    ['Archivo muy pesado. El archivo no debe exceder 1 mb.', 'uploads.errors.signatureTooBig'],
    [
      'Formato de imagen incorrecto. Ingrese una imagen con extensión PNG',
      'uploads.errors.signatureBadFormat',
    ],
    ['Falta subir imagen', 'answers.errors.signatureMissing'],
    [
      'Ha ocurrido un error al subir o eliminar el documento seleccionado. Por favor vuelva a intentarlo.',
      'uploads.errors.failed',
    ],
    [
      'Ha ocurrido un error al subir el documento seleccionado. Por favor vuelva a intentarlo.',
      'uploads.errors.signatureFailed',
    ],
    ['Imagen subida correctamente', 'uploads.imageUploaded'],
    ['Imagen eliminada correctamente', 'uploads.imageDeleted'],
    ['La imágen es demasiado grande', 'uploads.errors.imageTooBig'],
    ['La imágen es demasiado grande', 'errors.FILE_TOO_LARGE'],
    ['El archivo es demasiado grande. El máximo permitido es de 5 MB.', 'uploads.errors.fileTooBig'],
    ['Formato de archivo inválido', 'uploads.errors.badFormat'],
    ['Formato de archivo inválido', 'errors.FILE_TYPE_INVALID'],
    ['Documento guardado', 'uploads.documentSaved'],
    ['Imágen guardada', 'uploads.imageSaved'],
    ['Recuerde presionar el boton +', 'answering.email.remember'],
    ['El correo fue enviado correctamente', 'answering.email.sent'],
    ['Ha ocurrido un error al enviar el email, por favor intente nuevamente', 'answering.email.failed'],
    ['Ha ocurrido un error al enviar el email, por favor intente nuevamente', 'errors.MAIL_FAILED'],
    ['Conexión a internet perdida', 'answering.connection.title'],
    ['La respuesta se registró correctamente', 'answering.saved.title'],
    ['La respuesta se guardó correctamente', 'forms-list.answerSaved'],
    ['Usuario Anónimo', 'answer-view.header.anonymous'],
    ['Legajo', 'answer-view.header.inspectorId'],
    ['Debe contestar con un número entero válido.', 'answers.errors.integer'],
    ['Debe contestar con un número decimal válido.', 'answers.errors.decimal'],
    ['No se encontraron resultados', 'answers-list.empty'],
    ['La respuesta se eliminó correctamente', 'answers-list.deleted'],
    ['Buscando respuestas, por favor espere...', 'own-answers.loading'],
    ['En revisión', 'answer-view.badge.inReview'],
    ['A corregir', 'answer-view.badge.toCorrect'],
    ['Aprobado', 'answer-view.badge.approved'],
    ['-', 'answer-view.state.none'],
    ['Inicial', 'answer-view.history.initial'],
    ['Actual', 'answer-view.history.current'],
    ['Estado actualizado correctamente', 'answer-view.state.updated'],
    ['No se pudo actualizar el estado', 'answer-view.state.updateFailed'],
    ['No se pudo actualizar el estado', 'errors.STATE_TRANSITION_NOT_ALLOWED'],
    ['Error', 'answer-view.load.errorTitle'],
    ['Ocurrió un error al realizar la acción', 'answer-view.load.error'],
    ['No existe la respuesta.', 'answer-view.load.notFound'],
    [
      'No tiene permisos para ver el formulario porque no esta entre sus áreas municipales.',
      'answer-view.load.forbidden',
    ],
    ['¿Confirma que desea eliminar la respuesta?', 'answer-view.delete.question'],
    ['Respuesta eliminada correctamente', 'answer-view.delete.done'],
    ['Ocurrió un error, por favor intente nuevamente', 'answer-view.delete.failed'],
    ['No existe la respuesta.', 'correction.load.notFound'],
    [
      'No tiene permisos para ver el formulario porque no esta entre sus áreas municipales.',
      'correction.load.forbidden',
    ],
    ['Ocurrió un error al realizar la acción', 'correction.load.failed'],
    ['Ha ocurrido un error al cargar la respuesta para editar.', 'correction.edit.loadFailed'],
    ['Ha ocurrido un error al guardar la respuesta.', 'correction.edit.saveFailed'],
    ['La respuesta se guardó correctamente', 'correction.edit.saved'],
    ['La respuesta se guardó correctamente', 'correction.correct.saved'],
    ['Hubo un error al guardar la respuesta, por favor intente nuevamente', 'correction.correct.saveFailed'],
    [
      'Ocurrió un error al generar el archivo, por favor vuelva atrás e ingrese nuevamente al listado',
      'answers-export.failed',
    ],
    ['Estado actual', 'lookup.status.currentState'],
    [
      'Su trámite no posee estados o no existe una respuesta asociada a este código.',
      'errors.STATUS_NOT_FOUND',
    ],
    ['Buscar...', 'lookup.record.search'],
    ['El acta se descargó correctamente', 'lookup.record.downloaded'],
    ['Ocurrió un error al descargar el acta', 'lookup.record.failed'],
    [
      'No se encontraron actas para el código indicado, recuerde respetar mayúsculas y minúsculas.',
      'errors.RECORD_NOT_FOUND',
    ],
    // Payments (issue 17): the result pages, the ticket order failure, the order statuses.
    ['Tu pago fue aprobado', 'payments.result.approved'],
    ['Pago denegado', 'payments.result.denied'],
    [
      'No pudimos avanzar con el pago, si quieres puedes intentar con otro medio de pago.',
      'payments.result.deniedBody',
    ],
    [
      'Error en el proceso de generación de ticket. Si el problema persiste contactarse con el municipio.',
      'payments.wizard.orderFailed',
    ],
    ['La sección especificada no existe.', 'errors.PAYMENT_SECTION_UNKNOWN'],
    ['Pendiente de validar', 'payments.status.pending_validation'],
    ['Pagado', 'payments.status.paid'],
    ['Rechazado', 'payments.status.denied'],
  ];
  it.each(spanish)('es: %s (%s)', (text, key) => {
    expect(i18next.getFixedT('es')(key as never)).toBe(text);
  });

  /**
   * Where the spec gives a text in English only (the original's English catalogue), the English
   * catalogue holds those words and the Spanish one a translation.
   */
  const english: [text: string, key: string][] = [
    ['Some required fields are missing.', 'answers.errors.missingRequired'],
    ['Some required fields are missing.', 'errors.ANSWER_INCOMPLETE'],
    ['* Required answer', 'answers.errors.required'],
    ['* Conditional section required', 'answers.errors.conditionRequired'],
    [
      'To upload the signature you need to complete the name of the signatary',
      'answers.errors.signatoryRequired',
    ],
    ['Please enter a valid address', 'answering.email.invalid'],
    ['Select citizen', 'answering.steps.citizen'],
    ['Save answer', 'answering.save'],
    ['Save answer and send email', 'answering.saveWithEmail'],
    ['Form already answered', 'answering.alreadyAnswered.title'],
    ['You have already answered this form', 'answering.alreadyAnswered.body'],
    ['You have already answered this form', 'errors.ALREADY_ANSWERED'],
    ['Response limit reached', 'answering.limit.title'],
    ['Response limit reached', 'errors.RESPONSE_LIMIT_REACHED'],
    ['There are no changes', 'correction.noChanges.title'],
    ['There are no changes', 'errors.NO_CHANGES'],
    ['You must make at least one change before you can save the answer.', 'correction.noChanges.body'],
    ['Correct form', 'correction.correct.step'],
    ['Check that all the answers are valid', 'correction.edit.invalid'],
    ['An answer to edit could not be found.', 'correction.edit.notFound'],
    ['There are no answers available.', 'own-answers.empty'],
    ['added by correction', 'answer-view.correction.added'],
    ['deleted by correction', 'answer-view.correction.deleted'],
    ['The requested URL was not found.', 'notFound.body'],
    ['You must reload the signatures.', 'payments.wizard.reloadSignatures'],
    [
      'There are no tickets available for the selected location. Please refresh the screen.',
      'errors.PAYMENT_NO_STOCK',
    ],
  ];
  it.each(english)('en: %s (%s)', (text, key) => {
    expect(i18next.getFixedT('en')(key as never)).toBe(text);
  });

  it("counts the tickets left as 'Only left N tickets!!!', singular for one", () => {
    const en = i18next.getFixedT('en');
    expect(en('payments.wizard.lowStock', { count: 12 })).toBe('Only left 12 tickets!!!');
    expect(en('payments.wizard.lowStock', { count: 1 })).toBe('Only left 1 ticket!!!');
    expect(i18next.getFixedT('es')('payments.wizard.lowStock', { count: 1 })).toBe(
      '¡¡¡Solo queda 1 entrada!!!',
    );
  });

  it("spells 'imágen' as part 2 does for header and answer images; the PDF logo's 'La imagen' is not built", () => {
    const es = i18next.getFixedT('es');
    expect(es('uploads.errors.imageTooBig')).toBe('La imágen es demasiado grande');
    expect(es('uploads.imageUploaded')).toBe('Imagen subida correctamente');
  });
});
