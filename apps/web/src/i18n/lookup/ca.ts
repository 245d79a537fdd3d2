import type { Catalogue } from '../en.ts';

export const lookupCa: Catalogue['lookup'] = {
  status: {
    intro:
      'Introduïu el codi que vau rebre en enviar la resposta per veure en quin estat es troba el vostre tràmit.',
    codeLabel: 'Codi de la resposta',
    codeHelp: 'Per exemple, CBA-12. Figura a la pàgina de confirmació i a la còpia per correu electrònic.',
    codeRequired: 'Introduïu el codi de la vostra resposta.',
    search: 'Cerca',
    searching: 'Cercant…',
    procedure: 'Tràmit',
    code: 'Codi',
    currentState: 'Estat actual',
  },
  record: {
    intro: "Introduïu el codi de baixada de l'acta per baixar-la en PDF.",
    codeLabel: 'Codi de baixada',
    codeHelp: 'Respecteu les majúscules i les minúscules.',
    search: 'Cerca...',
    searching: 'Cercant…',
    downloading: "S'ha trobat l'acta. La baixada començarà d'aquí a un moment…",
    downloaded: "L'acta s'ha baixat correctament",
    failed: "S'ha produït un error en baixar l'acta",
  },
};
