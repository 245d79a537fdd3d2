import type { Catalogue } from '../en.ts';

export const lookupGl: Catalogue['lookup'] = {
  status: {
    intro:
      'Introduza o código que recibiu ao enviar a súa resposta para ver en que estado está o seu trámite.',
    codeLabel: 'Código da resposta',
    codeHelp: 'Por exemplo, CBA-12. Figura na páxina de confirmación e na copia por correo electrónico.',
    codeRequired: 'Introduza o código da súa resposta.',
    search: 'Buscar',
    searching: 'Buscando…',
    procedure: 'Trámite',
    code: 'Código',
    currentState: 'Estado actual',
  },
  record: {
    intro: 'Introduza o código de descarga da acta para descargala en PDF.',
    codeLabel: 'Código de descarga',
    codeHelp: 'Respecte as maiúsculas e as minúsculas.',
    search: 'Buscar...',
    searching: 'Buscando…',
    downloading: 'Atopouse a acta. A descarga comezará nun momento…',
    downloaded: 'A acta descargouse correctamente',
    failed: 'Produciuse un erro ao descargar a acta',
  },
};
