import type { Catalogue } from '../en.ts';

export const lookupPt: Catalogue['lookup'] = {
  status: {
    intro:
      'Introduza o código que recebeu ao enviar a sua resposta para ver em que estado está o seu processo.',
    codeLabel: 'Código da resposta',
    codeHelp: 'Por exemplo, CBA-12. Consta da página de confirmação e da cópia enviada por e-mail.',
    codeRequired: 'Introduza o código da sua resposta.',
    search: 'Pesquisar',
    searching: 'A pesquisar…',
    procedure: 'Processo',
    code: 'Código',
    currentState: 'Estado atual',
  },
  record: {
    intro: 'Introduza o código de descarregamento do auto para o descarregar em PDF.',
    codeLabel: 'Código de descarregamento',
    codeHelp: 'Respeite as maiúsculas e minúsculas.',
    search: 'Pesquisar...',
    searching: 'A pesquisar…',
    downloading: 'O auto foi encontrado. O descarregamento começa dentro de momentos…',
    downloaded: 'O auto foi descarregado com sucesso',
    failed: 'Ocorreu um erro ao descarregar o auto',
  },
};
