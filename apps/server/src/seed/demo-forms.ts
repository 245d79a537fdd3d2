import {
  defaultKeyPrefix,
  formTemplateSchema,
  type FormTemplate,
  type FormTemplateInput,
} from '@cabildo/domain';
import type { Db } from '../db/client.ts';
import { forms } from '../db/schema/index.ts';

const u = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
export const DEMO_FORM_IDS = {
  streetLighting: u(9001),
  noiseComplaint: u(9002),
  treePruning: u(9003),
} as const;
/** The citizen portal's demo form (its answers come from the portal, none are seeded). */
export const DEMO_PORTAL_FORM_ID = u(9004);

const options = (texts: string[]) => texts.map((text, order) => ({ order, text }));

/** Street-lighting inspection: workflow states, a conditional section, a repeatable one, a signature. */
const streetLighting = (areaId: string): FormTemplateInput => ({
  title: 'Inspección de alumbrado público',
  titleAlt: { en: 'Street-lighting inspection' },
  description: 'Relevamiento del estado de luminarias y registro de reparaciones.',
  descriptionAlt: { en: 'Survey of street lights and record of repairs.' },
  areaIds: [areaId],
  // The inspector's signature stays editable, so supervisors can correct and delete the demo answers.
  // An internal inspection: its answers stay out of the citizen portal.
  options: {
    geolocation: true,
    recipient: false,
    signatureEditableAnswer: true,
    hiddenFromCitizenPortal: true,
  },
  states: {
    available: [
      { id: 0, name: 'Pendiente', transitions: [1] },
      { id: 1, name: 'En curso', transitions: [0, 2] },
      { id: 2, name: 'Resuelto', transitions: [] },
    ],
    initial: 0,
  },
  signatures: [{ index: 0, title: 'Inspector actuante', type: 'both', signatory: 'staff' }],
  sections: [
    {
      id: 'luminaria',
      order: 0,
      title: 'Luminaria',
      required: true,
      questions: [
        {
          id: 'poste',
          order: 0,
          title: 'Número de poste',
          kind: 'open',
          dataType: 'integer',
          required: true,
        },
        {
          id: 'tipo',
          order: 1,
          title: 'Tipo de luminaria',
          kind: 'single',
          required: true,
          options: options(['LED', 'Sodio', 'Mercurio', 'Otra']),
        },
      ],
    },
    {
      id: 'estado',
      order: 1,
      title: 'Estado encontrado',
      required: true,
      conditional: true,
      singleCondition: true,
      conditions: [
        {
          order: 0,
          text: 'Funciona correctamente',
          questions: [{ id: 'obs-ok', order: 0, title: 'Observaciones', kind: 'open', dataType: 'text' }],
        },
        {
          order: 1,
          text: 'Con falla',
          questions: [
            {
              id: 'falla',
              order: 0,
              title: 'Tipo de falla',
              kind: 'multiple',
              required: true,
              options: options(['Apagada', 'Intermitente', 'Dañada', 'Sin cobertura']),
            },
            {
              id: 'foto',
              order: 1,
              title: 'Foto de la falla',
              kind: 'open',
              dataType: 'text',
              attachImage: true,
              required: true,
            },
          ],
        },
      ],
    },
    {
      id: 'reparaciones',
      order: 2,
      title: 'Reparaciones realizadas',
      repeatable: true,
      questions: [
        { id: 'trabajo', order: 0, title: 'Trabajo realizado', kind: 'open', dataType: 'text' },
        { id: 'fecha', order: 1, title: 'Fecha', kind: 'open', dataType: 'date' },
        { id: 'hora', order: 2, title: 'Hora', kind: 'open', dataType: 'time' },
      ],
    },
  ],
});

/**
 * Public noise complaint: anyone may answer, with the place on a map and a photo. Its record has a
 * download code (found at /actas/consultar) and its saved page a voucher text.
 */
const noiseComplaint = (areaId: string): FormTemplateInput => ({
  title: 'Denuncia de ruidos molestos',
  titleAlt: { en: 'Noise complaint' },
  description: 'Cualquier vecino puede denunciar ruidos molestos. Indique el lugar en el mapa.',
  areaIds: [areaId],
  options: {
    public: true,
    geolocation: true,
    sendEmail: true,
    pdfDownloadCode: true,
    customizedVoucher: true,
  },
  customizedVoucherText:
    'Conserve este comprobante. Con el código de la respuesta puede seguir el estado de su denuncia en «Consultar el estado de un trámite»; con el código de descarga, obtener el acta.',
  states: {
    available: [
      { id: 0, name: 'Recibida', transitions: [1, 2] },
      { id: 1, name: 'Inspeccionada', transitions: [2] },
      { id: 2, name: 'Archivada', transitions: [] },
    ],
    initial: 0,
  },
  sections: [
    {
      id: 'denuncia',
      order: 0,
      title: 'La denuncia',
      required: true,
      questions: [
        {
          id: 'fuente',
          order: 0,
          title: 'Origen del ruido',
          kind: 'single',
          required: true,
          filterable: true,
          options: options([
            'Local bailable',
            'Obra en construcción',
            'Vehículo',
            'Vivienda particular',
            'Comercio',
            'Industria',
            'Evento en vía pública',
            'Alarma',
            'Animales',
            'Equipo de aire acondicionado',
            'Bar o restaurante',
            'Otro',
          ]),
        },
        { id: 'fecha', order: 1, title: 'Fecha', kind: 'open', dataType: 'date', required: true },
        { id: 'hora', order: 2, title: 'Hora aproximada', kind: 'open', dataType: 'time' },
        { id: 'detalle', order: 3, title: 'Describa la situación', kind: 'open', dataType: 'text' },
        {
          id: 'foto',
          order: 4,
          title: 'Foto o video (opcional)',
          kind: 'open',
          dataType: 'text',
          attachImage: true,
        },
        {
          id: 'ordenanza',
          order: 5,
          title: 'Conozco la ordenanza de ruidos',
          kind: 'yesno',
          link: 'https://example.org/ordenanza-ruidos',
          linkTitle: 'Leer la ordenanza',
        },
      ],
    },
  ],
});

/** Tree-pruning permit: a registered citizen is required, one request per citizen, 500 at most. */
const treePruning = (areaId: string): FormTemplateInput => ({
  title: 'Solicitud de permiso de poda',
  titleAlt: { en: 'Tree-pruning permit request' },
  description: 'Solicite autorización para podar o extraer un árbol frente a su domicilio.',
  areaIds: [areaId],
  options: {
    citizen: true,
    citizenRequired: true,
    singleAnswer: true,
    limitResponses: true,
    pdfDownloadCode: true,
    // A citizen's request registered at the desk: it shows in the citizen's portal list.
    hiddenFromCitizenPortal: false,
  },
  responseLimit: 500,
  states: {
    available: [
      { id: 0, name: 'Solicitada', transitions: [1, 2] },
      { id: 1, name: 'Aprobada', transitions: [] },
      { id: 2, name: 'Rechazada', transitions: [] },
    ],
    initial: 0,
  },
  signatures: [{ index: 0, title: 'Firma del solicitante', type: 'both', signatory: 'citizen' }],
  sections: [
    {
      id: 'arbol',
      order: 0,
      title: 'El árbol',
      required: true,
      questions: [
        { id: 'especie', order: 0, title: 'Especie (si la conoce)', kind: 'open', dataType: 'text' },
        {
          id: 'cantidad',
          order: 1,
          title: 'Cantidad de árboles',
          kind: 'open',
          dataType: 'integer',
          required: true,
        },
        {
          id: 'diametro',
          order: 2,
          title: 'Diámetro aproximado del tronco (m)',
          kind: 'open',
          dataType: 'decimal',
        },
        {
          id: 'motivo',
          order: 3,
          title: 'Motivo',
          kind: 'multiple',
          required: true,
          options: options([
            'Riesgo de caída',
            'Daño a la vereda',
            'Interfiere con cables',
            'Árbol seco',
            'Otro',
          ]),
        },
        {
          id: 'tarea',
          order: 4,
          title: 'Tarea solicitada',
          kind: 'single',
          required: true,
          options: options(['Poda', 'Extracción']),
        },
      ],
    },
  ],
});

/**
 * Sidewalk repair claim, answered from the citizen portal (citizen association): the citizen is
 * the portal's person, one claim per citizen; incidents on, so its answers carry the answer badge;
 * the saved page offers an appointment for the inspection (the embedded booking system's agenda).
 */
const sidewalkClaim = (areaId: string): FormTemplateInput => ({
  title: 'Reclamo por vereda rota',
  titleAlt: { en: 'Broken sidewalk claim' },
  description: 'Informe una vereda dañada frente a su domicilio; el municipio le avisará cuando la revise.',
  descriptionAlt: {
    en: 'Report a damaged sidewalk in front of your home; the municipality will let you know.',
  },
  areaIds: [areaId],
  options: {
    citizenAssociationFromCitizenPortal: true,
    singleAnswer: true,
    incidents: true,
    addAppointment: true,
  },
  // The embedded booking system's agenda (adapters/booking/embedded.ts DEMO_AGENDAS).
  appointmentGroup: {
    id: 'obras-veredas',
    name: 'Obras públicas — inspección de veredas',
    tenantId: '1',
    tenantUniqueName: 'cabildo-demo',
  },
  management: {
    sync: true,
    incidentTypeId: '302',
    incidentTypeName: 'Vereda rota',
    incidentAreaId: '3',
    incidentAreaName: 'Obras públicas',
  },
  states: {
    available: [
      { id: 0, name: 'Recibido', transitions: [1] },
      { id: 1, name: 'En obra', transitions: [2] },
      { id: 2, name: 'Resuelto', transitions: [] },
    ],
    initial: 0,
  },
  sections: [
    {
      id: 'vereda',
      order: 0,
      title: 'La vereda',
      required: true,
      questions: [
        { id: 'direccion', order: 0, title: 'Dirección', kind: 'open', dataType: 'text', required: true },
        {
          id: 'dano',
          order: 1,
          title: 'Tipo de daño',
          kind: 'single',
          required: true,
          options: options(['Baldosas rotas', 'Hundimiento', 'Raíces de árbol', 'Otro']),
        },
        { id: 'metros', order: 2, title: 'Metros afectados (aprox.)', kind: 'open', dataType: 'decimal' },
        { id: 'detalle', order: 3, title: 'Describa el problema', kind: 'open', dataType: 'text' },
      ],
    },
  ],
});

/** The demo forms; fixed ids keep the seed idempotent. */
export async function seedDemoForms(
  db: Db,
  ids: {
    municipalityId: string;
    /** The municipality's keyword: each form's answer codes take its default prefix (e.g. CBA-IAP). */
    keyword: string;
    lightingArea: string;
    environmentArea: string;
    createdBy: string;
  },
) {
  const build = (input: FormTemplateInput): FormTemplate => {
    const template = formTemplateSchema.parse(input);
    return { ...template, keyPrefix: defaultKeyPrefix(ids.keyword, template.title, 1) };
  };
  const entries: [string, FormTemplate][] = [
    [DEMO_FORM_IDS.streetLighting, build(streetLighting(ids.lightingArea))],
    [DEMO_FORM_IDS.noiseComplaint, build(noiseComplaint(ids.environmentArea))],
    [DEMO_FORM_IDS.treePruning, build(treePruning(ids.environmentArea))],
    [DEMO_PORTAL_FORM_ID, build(sidewalkClaim(ids.environmentArea))],
  ];
  const date = new Date().toISOString();
  await db
    .insert(forms)
    .values(
      entries.map(([id, template]) => ({
        id,
        title: template.title,
        template,
        mainAreaId: template.areaIds[0]!,
        areaIds: template.areaIds,
        municipalityId: ids.municipalityId,
        public: template.options.public,
        keyPrefix: template.keyPrefix,
        responseLimit: template.options.limitResponses ? template.responseLimit : null,
        editHistory: [{ date, username: 'admin' }],
        createdBy: ids.createdBy,
      })),
    )
    .onConflictDoNothing();
}
