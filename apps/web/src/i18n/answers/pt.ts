import type { Catalogue } from '../en.ts';

/** Mensagens das regras partilhadas das respostas. */
export const answersPt: Catalogue['answers'] = {
  errors: {
    required: '* Resposta obrigatória',
    conditionRequired: '* Secção condicional obrigatória',
    missingRequired: 'Falta preencher campos obrigatórios.',
    citizenRequired: 'O cidadão é obrigatório',
    integer: 'Tem de responder com um número inteiro válido.',
    decimal: 'Tem de responder com um número decimal válido.',
    tooLong: 'A resposta não pode exceder 10 000 caracteres.',
    date: 'Introduza uma data válida.',
    time: 'Introduza uma hora válida (24 horas).',
    link: 'Introduza uma ligação válida (https://…).',
    signatoryRequired: 'Para carregar a assinatura, tem de preencher o nome do signatário',
    signatureMissing: 'Falta carregar a imagem',
    tampered: 'A resposta não corresponde ao formulário. Recarregue a página e tente novamente.',
  },
  review: {
    errors: {
      dateAndRange: 'Escolha um dia ou um intervalo, não ambos.',
      rangeIncomplete: 'Escolha o início e o fim do intervalo.',
      rangeOrder: 'O intervalo tem de terminar no mesmo dia ou depois do seu início.',
      dniNumeric: 'O DNI só tem algarismos.',
    },
  },
};
