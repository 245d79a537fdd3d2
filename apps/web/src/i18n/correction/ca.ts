import type { Catalogue } from '../en.ts';

/** Textos de la correcció i de l'edició de respostes. */
export const correctionCa: Catalogue['correction'] = {
  loading: 'Carregant la resposta…',
  code: 'Resposta {{code}}',
  load: {
    notFound: 'La resposta no existeix.',
    notFoundBody: "Reviseu l'enllaç que heu seguit o cerqueu la resposta a la llista del seu formulari.",
    forbidden: 'No teniu permís per veure el formulari perquè no és de cap de les vostres àrees municipals.',
    failed: "S'ha produït un error en fer l'acció",
    toHome: "Vés a l'inici",
    toForms: 'Vés als formularis',
  },
  correct: {
    step: 'Corregeix el formulari',
    intro:
      "Els canvis es registren com una correcció d'aquesta resposta; les respostes originals es conserven. Les dates i les hores només es poden corregir a les seccions repetibles.",
    cancel: 'Cancel·la la correcció',
    save: 'Desa la resposta',
    saveWithEmail: 'Desa la resposta i envia-la per correu electrònic',
    saving: 'Desant…',
    saved: "La resposta s'ha desat correctament",
    saveFailed: "S'ha produït un error en desar la resposta. Torneu-ho a provar",
    offline:
      "No hi ha connexió a internet. La correcció no es pot desar fins que torni la connexió; no s'ha perdut res del que heu canviat.",
    videosKept: 'Els vídeos es mantenen tal com eren: una correcció no els modifica.',
    changed:
      'Una altra persona ha modificat aquesta resposta mentrestant. Torneu-la a obrir per corregir-la.',
  },
  noChanges: {
    title: 'No hi ha cap canvi',
    body: 'Heu de fer com a mínim un canvi abans de poder desar la resposta.',
    close: "D'acord",
  },
  leave: {
    title: 'Voleu sortir sense desar?',
    body: 'Es perdran els canvis que heu fet en aquesta resposta.',
    stay: 'Continua editant',
    leave: 'Surt sense desar',
  },
  state: {
    title: 'Estat de la resposta',
    body: "Trieu l'estat en què es desa la resposta corregida: pot quedar-se en l'estat actual o passar a un estat assolible des d'aquest.",
    current: '{{name}} (actual)',
    confirm: 'Desa en aquest estat',
    cancel: 'Cancel·la',
  },
  edit: {
    heading: 'Completa les preguntes sense resposta',
    warning:
      'Només es poden modificar les respostes incompletes, i només són editables les preguntes que encara no tenen resposta.',
    state: 'Estat',
    stateHelp: "Només es poden triar els estats assolibles des de l'actual.",
    invalid: 'Comproveu que totes les respostes siguin vàlides',
    save: 'Desa la resposta',
    saving: 'Desant…',
    back: 'Torna a les respostes',
    cancel: 'Cancel·la',
    saved: "La resposta s'ha desat correctament",
    saveFailed: "S'ha produït un error en desar la resposta.",
    notFound: "No s'ha trobat cap resposta per editar.",
    loadFailed: "S'ha produït un error en carregar la resposta per editar.",
    changed: 'Una altra persona ha modificat aquesta resposta mentrestant. Torneu-la a obrir per editar-la.',
  },
};
