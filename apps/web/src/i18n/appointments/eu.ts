import type { Catalogue } from '../en.ts';

export const appointmentsEu: Catalogue['appointments'] = {
  picker: {
    help: 'Erantzun ondoren pertsonak bere hitzordua hartzeko erabiliko duen agenda, udalaren hitzordu-sistemakoa. Hitzorduak aktibatuta dauden bitartean, posta elektronikoko kopia desaktibatuta dago.',
    agenda: 'Agenda',
    none: 'Agendarik gabe',
    loading: 'Agendak kargatzen…',
    loadError: 'Ezin izan dira hitzordu-sistemako agendak kargatu.',
    retry: 'Saiatu berriro',
    chooseAreaFirst: 'Aukeratu lehenik inprimakiaren arloa: agendak haren udalarenak dira.',
    tenant: 'Hitzordu-sistemako bezeroa: {{tenant}}',
    missing: 'Hitzordu-sistemak ez du jada agenda hau eskaintzen.',
  },
  saved: {
    intro: 'Izapide honek hitzordu batekin jarraitzen du. Hartu hitzordua orain.',
    book: 'Jarraitu hitzordua hartzeko',
    redirecting: 'Hitzordu-sistema irekitzen…',
    error: 'Ezin izan da informazioa kargatu. Arazoak jarraitzen badu, jarri harremanetan udalarekin.',
  },
};
