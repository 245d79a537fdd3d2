import type { Catalogue } from '../en.ts';

/** Textos da corrección e da edición de respostas. */
export const correctionGl: Catalogue['correction'] = {
  loading: 'Cargando a resposta…',
  code: 'Resposta {{code}}',
  load: {
    notFound: 'A resposta non existe.',
    notFoundBody: 'Revise a ligazón que seguiu ou busque a resposta na lista do seu formulario.',
    forbidden: 'Non ten permisos para ver o formulario porque non está entre as súas áreas municipais.',
    failed: 'Produciuse un erro ao realizar a acción',
    toHome: 'Ir ao inicio',
    toForms: 'Ir aos formularios',
  },
  correct: {
    step: 'Corrixir o formulario',
    intro:
      'Os cambios rexístranse como unha corrección desta resposta; as respostas orixinais consérvanse. As datas e as horas só se poden corrixir nas seccións repetibles.',
    cancel: 'Cancelar a corrección',
    save: 'Gardar a resposta',
    saveWithEmail: 'Gardar a resposta e enviala por correo electrónico',
    saving: 'Gardando…',
    saved: 'A resposta gardouse correctamente',
    saveFailed: 'Produciuse un erro ao gardar a resposta. Ténteo de novo',
    offline:
      'Non hai conexión a internet. A corrección non se pode gardar ata que volva a conexión; non se perdeu nada do que cambiou.',
    videosKept: 'Os vídeos mantéñense como estaban: unha corrección non os modifica.',
    changed: 'Outra persoa modificou esta resposta mentres tanto. Ábraa de novo para corrixila.',
  },
  noChanges: {
    title: 'Non hai cambios',
    body: 'Debe facer polo menos un cambio antes de poder gardar a resposta.',
    close: 'Aceptar',
  },
  leave: {
    title: 'Quere saír sen gardar?',
    body: 'Perderanse os cambios que fixo nesta resposta.',
    stay: 'Continuar editando',
    leave: 'Saír sen gardar',
  },
  state: {
    title: 'Estado da resposta',
    body: 'Escolla o estado no que se garda a resposta corrixida: pode quedar no seu estado actual ou pasar a un estado alcanzable desde el.',
    current: '{{name}} (actual)',
    confirm: 'Gardar neste estado',
    cancel: 'Cancelar',
  },
  edit: {
    heading: 'Completar as preguntas sen responder',
    warning:
      'Só se poden modificar as respostas incompletas, e só son editables as preguntas que seguen sen responder.',
    state: 'Estado',
    stateHelp: 'Só se poden escoller os estados alcanzables desde o actual.',
    invalid: 'Comprobe que todas as respostas sexan válidas',
    save: 'Gardar a resposta',
    saving: 'Gardando…',
    back: 'Volver ás respostas',
    cancel: 'Cancelar',
    saved: 'A resposta gardouse correctamente',
    saveFailed: 'Produciuse un erro ao gardar a resposta.',
    notFound: 'Non se atopou ningunha resposta para editar.',
    loadFailed: 'Produciuse un erro ao cargar a resposta para editar.',
    changed: 'Outra persoa modificou esta resposta mentres tanto. Ábraa de novo para editala.',
  },
};
