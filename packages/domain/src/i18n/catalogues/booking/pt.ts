import type { BookingCatalogue } from './es.ts';

/** The embedded booking page, in European Portuguese (see es.ts). */
export const pt: BookingCatalogue = {
  htmlTitle: 'Marcação de atendimento',
  language: 'Idioma',
  brand: 'Marcações (demonstração)',
  demoNote: 'Sistema de marcações de demonstração do Cabildo. Em produção, abre-se aqui o do município.',
  heading: 'Fazer uma marcação',
  intro: 'Escolha o dia e a hora da sua marcação para o processo {{code}}.',
  procedure: 'Processo',
  form: 'Formulário',
  code: 'Código da resposta',
  agenda: 'Agenda',
  citizen: 'Cidadão',
  document: 'Número de documento',
  email: 'E-mail',
  noCitizen: 'Sem dados do cidadão',
  slotsZone: 'Dias e horas no fuso horário do município ({{zone}}).',
  slotsLegend: 'Marcações disponíveis',
  slotTaken: 'Esse horário acabou de ser reservado. Escolha outro.',
  chooseSlot: 'Escolha um horário.',
  confirm: 'Confirmar marcação',
  bookedTitle: 'Marcação feita',
  bookedBody: 'A sua marcação está feita. Traga o seu documento de identificação.',
  bookedWhen: 'Dia e hora',
  backToCabildo: 'Voltar à página do pedido',
  invalidTitle: 'Não foi possível abrir a marcação',
  invalidBody:
    'A ligação da marcação não é válida ou expirou. Volte à página do processo e prima novamente o botão de marcações.',
  noSlots: 'Não há horários livres nos próximos dias.',
};
