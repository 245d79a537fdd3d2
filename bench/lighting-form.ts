/** The form the submission benchmark and the soak fill, and a complete answer to it. */
import { randomUUID } from 'node:crypto';
import {
  answerSubmissionSchema,
  blankSections,
  formTemplateSchema,
  type FormTemplateInput,
} from '@cabildo/domain';
import { DEMO_IDS } from '../apps/server/src/seed/demo.ts';

/** A 6-question street-lighting form in Córdoba's Obras Privadas. */
export const lightingTemplate = (title: string): FormTemplateInput => ({
  title,
  areaIds: [DEMO_IDS.obrasPrivadas],
  options: { geolocation: true },
  states: { available: [{ id: 0, name: 'Pendiente', transitions: [] }], initial: 0 },
  sections: [
    {
      id: 'datos',
      order: 0,
      title: 'Datos',
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
          title: 'Tipo',
          kind: 'single',
          required: true,
          options: [
            { order: 0, text: 'LED' },
            { order: 1, text: 'Sodio' },
          ],
        },
        { id: 'funciona', order: 2, title: '¿Funciona?', kind: 'yesno', required: true },
        { id: 'fecha', order: 3, title: 'Fecha', kind: 'open', dataType: 'date' },
        { id: 'detalle', order: 4, title: 'Detalle', kind: 'open' },
        { id: 'monto', order: 5, title: 'Monto', kind: 'open', dataType: 'decimal' },
      ],
    },
  ],
});

/** A complete answer to the form, as the browser would send it (with a new clientSubmissionId). */
export function lightingAnswer(): Record<string, unknown> {
  const sections = blankSections(formTemplateSchema.parse(lightingTemplate('x')));
  const [poste, tipo, funciona, fecha, detalle, monto] = sections[0]!.rows[0]!.answers;
  poste!.value = '1234';
  tipo!.selected = [0];
  funciona!.value = 'yes';
  fecha!.value = '2026-11-20';
  detalle!.value = 'Luminaria apagada desde hace una semana, frente al número 1450.';
  monto!.value = '1520,50';
  return answerSubmissionSchema.parse({
    clientSubmissionId: randomUUID(),
    sections,
    location: { latitude: -31.4201, longitude: -64.1888, address: 'Av. Colón 1450, Córdoba' },
  });
}
