import type { Catalogue } from '../en.ts';

/** Textos da exportação para Excel da lista de respostas. */
export const answersExportPt: Catalogue['answers-export'] = {
  button: 'Exportar para Excel',
  warning: 'Com muitas respostas, a exportação pode demorar; entretanto, pode continuar a trabalhar.',
  preparing: 'A preparar o ficheiro…',
  progress_one: 'A exportar {{rows}} resposta: {{size}} recebidos',
  progress_other: 'A exportar {{rows}} respostas: {{size}} recebidos',
  progressUnknown: 'A exportar: {{size}} recebidos',
  cancel: 'Cancelar',
  done_one: '{{rows}} resposta exportada.',
  done_other: '{{rows}} respostas exportadas.',
  failed: 'Ocorreu um erro ao gerar o ficheiro. Volte atrás e abra novamente a lista.',
  forbidden: 'Não tem permissão para exportar as respostas deste formulário.',
};
