import type { Catalogue } from '../en.ts';

export const formsPt: Catalogue['forms'] = {
  errors: {
    tooLong: 'No máximo {{max}} caracteres.',
    linkInvalid: 'Introduza uma ligação válida (https://…).',
    videoNotAllowed: 'Este município não permite anexar vídeos',
    titleRequired: 'Tem de introduzir um título',
    areaRequired: 'Tem de selecionar uma área',
    headerImageRequired: 'Tem de anexar uma imagem',
    appointmentRequired: 'Tem de selecionar uma agenda',
    managementSyncOption: 'Tem de selecionar pelo menos uma opção para sincronizar com o MuniGestion',
    incidentTitleTooLong:
      'O título do formulário não pode exceder 75 caracteres para criar uma ocorrência no MuniGestion',
    incidentAreaRequired: 'Tem de selecionar uma área para criar uma ocorrência',
    responseLimitRequired: 'Tem de introduzir um número de respostas',
    sectionRequired: 'O formulário tem de ter pelo menos uma secção',
    questionRequired: 'O formulário tem de ter pelo menos uma pergunta',
    paymentSectionRequired: 'Tem de adicionar pelo menos uma localização ao pagamento',
    paymentSectionDuplicate: 'Há duas localizações com o mesmo nome',
    stateTableInvalid:
      'A tabela de estados não é válida: verifique os nomes, as transições e o estado inicial',
    stateNameEmpty: 'O campo não pode estar vazio',
    stateNameDuplicate: 'O estado já existe',
    duplicateAreaRequired: 'Tem de selecionar uma área municipal',
    keyPrefixInvalid:
      'O prefixo deve ter de 2 a 30 caracteres: letras maiúsculas, algarismos e hífenes simples, e começar por uma letra (p. ex. CBA-IAP).',
    optionConflict: 'Os formulários com a opção de adicionar um cidadão não podem ser públicos',
  },
};
