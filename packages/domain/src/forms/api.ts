import { z } from 'zod';
import { formTemplateSchema } from './template.ts';
import { textSchema } from '../text.ts';
import { DUPLICATE_ERRORS, FORMS_PAGE_SIZE } from './list.ts';

export { DUPLICATE_ERRORS, FORMS_PAGE_SIZE } from './list.ts';

export const formListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(FORMS_PAGE_SIZE),
  /** Leading spaces are dropped (spec part 1 §5). */
  name: textSchema
    .max(300)
    .default('')
    .transform((value) => value.trimStart()),
  areaId: z.uuid().optional(),
  municipalityId: z.uuid().optional(),
});
export type FormListQuery = z.input<typeof formListQuerySchema>;

export const formRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  mainArea: z.object({ id: z.uuid(), name: z.string() }),
  municipality: z.object({ id: z.uuid(), name: z.string() }),
  public: z.boolean(),
  /** The scope switch is disabled for citizen and citizen-association forms. */
  citizenForm: z.boolean(),
  paymentGateway: z.boolean(),
  /** Shown only where the municipality's setting asks for the duplicated-form icon. */
  showDuplicated: z.boolean(),
  answerCount: z.number().int(),
});
export type FormRow = z.infer<typeof formRowSchema>;

export const formListSchema = z.object({
  rows: z.array(formRowSchema),
  total: z.number().int(),
  /** The payment-gateway column shows only when some visible form has it. */
  anyPaymentGateway: z.boolean(),
});
export type FormList = z.infer<typeof formListSchema>;

export const formDetailSchema = z.object({
  id: z.uuid(),
  template: formTemplateSchema,
  municipality: z.object({ id: z.uuid(), name: z.string(), key: z.string() }),
  answerCount: z.number().int(),
  /** With answers: read-only unless editableForm; with editableForm, content only. */
  lock: z.enum(['none', 'content-only', 'locked']),
  editHistory: z.array(z.object({ date: z.string(), username: z.string() })),
  duplicatedInfo: z.object({ username: z.string(), date: z.string(), parentFormId: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormDetail = z.infer<typeof formDetailSchema>;

export const scopeChangeSchema = z.object({ public: z.boolean() });

export const duplicateFormSchema = z.object({ areaId: z.uuid({ error: DUPLICATE_ERRORS.areaRequired }) });

/** Which kind of lock a form is under (spec part 2 §4). */
export function formLock(answerCount: number, editableForm: boolean): FormDetail['lock'] {
  if (answerCount === 0) return 'none';
  return editableForm ? 'content-only' : 'locked';
}

type Shape = {
  sections: { questions: unknown[]; conditions: { questions: unknown[] }[] }[];
  states: { available: unknown[] };
};

/** True when sections, conditions, questions or states were added or removed (not allowed on a content-only lock). */
export function structureChanged(before: Shape, after: Shape): boolean {
  const outline = (template: Shape) =>
    JSON.stringify([
      template.states.available.length,
      template.sections.map((section) => [
        section.questions.length,
        section.conditions.map((c) => c.questions.length),
      ]),
    ]);
  return outline(before) !== outline(after);
}
