import type { Catalogue } from '../en.ts';

export const jobsPt: Catalogue['jobs'] = {
  title: 'Tarefas em segundo plano',
  subtitle:
    'Trabalho que o servidor faz por conta própria, cada tarefa numa só instância: entregas de webhooks, e-mails de recuperação de senha, limpeza de ficheiros sem uso e estatísticas. Números de agora e das últimas 24 horas.',
  queuesTitle: 'Filas',
  loadError: 'Não foi possível carregar as tarefas. Recarregue a página.',
  empty: 'Não há filas.',
  hint: 'Uma tarefa falhada esgotou as novas tentativas; «Tentar de novo» dá-lhe mais uma, na instância que a pegar primeiro.',
  columns: {
    queue: 'Fila',
    queued: 'Em espera',
    active: 'Em curso',
    failed: 'Falhadas',
    retriedRecently: 'Repetidas (24 h)',
    completedRecently: 'Concluídas (24 h)',
    actions: 'Ações',
  },
  queues: {
    'webhook-deliveries': {
      name: 'Entregas de webhooks',
      about: 'Envia as entregas pendentes, a cada poucos segundos.',
    },
    'password-reset-mail': {
      name: 'E-mails de recuperação de senha',
      about: 'Uma tarefa por pedido; repetida enquanto o servidor de e-mail falhar.',
    },
    'user-invitation-mail': {
      name: 'Convites de utilizadores importados',
      about: 'Uma tarefa por utilizador importado; repete-se enquanto o servidor de correio falhar.',
    },
    'pending-file-sweep': {
      name: 'Limpeza de ficheiros sem uso',
      about: 'Apaga a cada hora os ficheiros enviados que nenhuma resposta usou em um dia.',
    },
    'statistics-rollup': {
      name: 'Resumo das estatísticas',
      about: 'Soma os dias encerrados aos números mensais.',
    },
    'statistics-backfill': {
      name: 'Contagem das estatísticas',
      about: 'Conta as respostas anteriores, uma vez após uma atualização.',
    },
    'statistics-recount': {
      name: 'Recontagem por fuso horário',
      about: 'Volta a contar as respostas de um município no seu novo fuso horário, quando este muda.',
    },
    'export-values-backfill': {
      name: 'Valores de exportação',
      about: 'Prepara as respostas anteriores para a exportação para Excel, uma vez após uma atualização.',
    },
    'webhook-log-prune': {
      name: 'Limpeza do registo de webhooks',
      about: 'Apaga a cada hora as entregas resolvidas com mais de 30 dias.',
    },
  },
  failures: {
    title: 'Últimas falhas',
    empty: 'Nenhuma tarefa falhou.',
    failedAt: 'Falhou em',
    attempts: 'Tentativas',
    attemptsCount_one: '{{count}} tentativa',
    attemptsCount_other: '{{count}} tentativas',
    error: 'Erro',
    retry: 'Tentar de novo',
    retried: 'A tarefa voltou à fila.',
  },
};
