import type { Catalogue } from '../en.ts';

/** Textos da correção e da edição de respostas. */
export const correctionPt: Catalogue['correction'] = {
  loading: 'A carregar a resposta…',
  code: 'Resposta {{code}}',
  load: {
    notFound: 'A resposta não existe.',
    notFoundBody: 'Verifique a ligação que seguiu ou procure a resposta na lista do respetivo formulário.',
    forbidden: 'Não tem permissão para ver o formulário porque este não pertence às suas áreas municipais.',
    failed: 'Ocorreu um erro ao realizar a ação',
    toHome: 'Ir para o início',
    toForms: 'Ir para os formulários',
  },
  correct: {
    step: 'Corrigir formulário',
    intro:
      'As alterações ficam registadas como uma correção desta resposta; as respostas originais são conservadas. As datas e horas só podem ser corrigidas nas secções repetíveis.',
    cancel: 'Cancelar correção',
    save: 'Guardar resposta',
    saveWithEmail: 'Guardar resposta e enviar e-mail',
    saving: 'A guardar…',
    saved: 'A resposta foi guardada com sucesso',
    saveFailed: 'Ocorreu um erro ao guardar a resposta. Tente novamente.',
    offline:
      'Não há ligação à internet. A correção não pode ser guardada até a ligação ser restabelecida; nada do que alterou se perdeu.',
    videosKept: 'Os vídeos mantêm-se como estavam: uma correção não os altera.',
    changed: 'Entretanto, outra pessoa alterou esta resposta. Abra-a novamente para a corrigir.',
  },
  noChanges: {
    title: 'Não há alterações',
    body: 'Tem de fazer pelo menos uma alteração antes de poder guardar a resposta.',
    close: 'OK',
  },
  leave: {
    title: 'Sair sem guardar?',
    body: 'As alterações que fez nesta resposta serão perdidas.',
    stay: 'Ficar',
    leave: 'Sair sem guardar',
  },
  state: {
    title: 'Estado da resposta',
    body: 'Escolha o estado em que a resposta corrigida é guardada: pode manter o estado atual ou passar a um estado alcançável a partir dele.',
    current: '{{name}} (atual)',
    confirm: 'Guardar neste estado',
    cancel: 'Cancelar',
  },
  edit: {
    heading: 'Completar perguntas sem resposta',
    warning:
      'Só é possível alterar respostas incompletas, e só são editáveis as perguntas que continuam sem resposta.',
    state: 'Estado',
    stateHelp: 'Só é possível escolher os estados alcançáveis a partir do atual.',
    invalid: 'Verifique se todas as respostas são válidas',
    save: 'Guardar resposta',
    saving: 'A guardar…',
    back: 'Voltar às respostas',
    cancel: 'Cancelar',
    saved: 'A resposta foi guardada com sucesso',
    saveFailed: 'Ocorreu um erro ao guardar a resposta.',
    notFound: 'Não foi encontrada nenhuma resposta para editar.',
    loadFailed: 'Ocorreu um erro ao carregar a resposta para editar.',
    changed: 'Entretanto, outra pessoa alterou esta resposta. Abra-a novamente para a editar.',
  },
};
