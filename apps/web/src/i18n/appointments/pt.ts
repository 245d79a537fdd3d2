import type { Catalogue } from '../en.ts';

export const appointmentsPt: Catalogue['appointments'] = {
  picker: {
    help: 'A agenda do sistema de marcações do município em que a pessoa faz a sua marcação depois de responder. A cópia por e-mail fica desativada enquanto as marcações estiverem ativas.',
    agenda: 'Agenda',
    none: 'Sem agenda',
    loading: 'A carregar as agendas…',
    loadError: 'Não foi possível carregar as agendas do sistema de marcações.',
    retry: 'Tentar novamente',
    chooseAreaFirst: 'Escolha primeiro a área do formulário: as agendas são as do seu município.',
    tenant: 'Cliente do sistema de marcações: {{tenant}}',
    missing: 'O sistema de marcações já não disponibiliza esta agenda.',
  },
  saved: {
    intro: 'Este processo continua com uma marcação. Faça-a agora.',
    book: 'Continuar para fazer a marcação',
    redirecting: 'A abrir o sistema de marcações…',
    error: 'Não foi possível carregar a informação. Se o problema persistir, contacte a câmara municipal.',
  },
};
