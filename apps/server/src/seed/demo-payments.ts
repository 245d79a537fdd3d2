import { defaultKeyPrefix, formTemplateSchema, type FormTemplateInput } from '@cabildo/domain';
import type { Db } from '../db/client.ts';
import { forms } from '../db/schema/index.ts';
import { DEMO_IDS } from './demo.ts';

/** The demo ticket form (issue 17): seeded by `npm start` only, so the API tests' form counts stay as they are. */
export const DEMO_PAYMENT_FORM_ID = '00000000-0000-4000-8000-000000009017';

/**
 * Public tickets for a municipal festival: two locations with a price and a stock (Pullman low,
 * so the wizard shows 'Only left N tickets!!!'), paid through the embedded sandbox gateway by
 * default (test card 4548 8120 4940 0004).
 */
const festivalTickets = (areaId: string): FormTemplateInput => ({
  title: 'Entradas: Festival de la Primavera',
  titleAlt: { en: 'Tickets: Spring Festival' },
  description: 'Compre sus entradas para el Festival de la Primavera en el Parque Sarmiento.',
  descriptionAlt: { en: 'Buy your tickets for the Spring Festival at Parque Sarmiento.' },
  areaIds: [areaId],
  options: { public: true, addPaymentGateway: true },
  sections: [
    {
      id: 'asistente',
      order: 0,
      title: 'Asistencia',
      questions: [
        {
          id: 'menores',
          order: 0,
          title: '¿Asistirá con menores de 12 años?',
          kind: 'yesno',
          required: true,
        },
        {
          id: 'comentario',
          order: 1,
          title: 'Comentarios (accesibilidad, etc.)',
          kind: 'open',
          dataType: 'text',
        },
      ],
    },
  ],
  payment: {
    name: 'Festival de la Primavera',
    sections: [
      { name: 'Platea', price: 2500, stockLeft: 200 },
      { name: 'Pullman', price: 1500, stockLeft: 12 },
    ],
    currency: { sign: '€', code: 'EUR' },
    maxTicketsPerTransaction: 4,
    merchantCode: '999008881',
    terminal: '1',
    address: 'Parque Sarmiento, Córdoba',
    dateText: '21/09/2027 18:00',
  },
});

export async function seedDemoPaymentForm(db: Db): Promise<void> {
  const parsed = formTemplateSchema.parse(festivalTickets(DEMO_IDS.ambiente));
  // The festival's own answer codes (CBA-EFP-n), apart from the other Córdoba forms'.
  const template = { ...parsed, keyPrefix: defaultKeyPrefix('CBA', parsed.title, 1) };
  await db
    .insert(forms)
    .values({
      id: DEMO_PAYMENT_FORM_ID,
      title: template.title,
      template,
      mainAreaId: DEMO_IDS.ambiente,
      areaIds: template.areaIds,
      municipalityId: DEMO_IDS.cordoba,
      public: true,
      keyPrefix: template.keyPrefix,
      editHistory: [{ date: new Date().toISOString(), username: 'admin' }],
      createdBy: '00000000-0000-4000-8000-000000005000',
    })
    .onConflictDoNothing();
}
