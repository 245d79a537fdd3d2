import { z } from 'zod';
import { formTemplateSchema, type FormTemplate } from '../forms/template.ts';
import { storedAnswer, type CorrectableAnswers, type CorrectionChanges } from './correction.ts';
import {
  answeredSectionSchema,
  requestForChangesSchema,
  type AnswerDocument,
  type ChangeItem,
  type RequestForChanges,
} from './document.ts';
import type { StructureProblem } from './structure.ts';

/**
 * Requests for changes and the citizen's revision (spec part 3 §4 "Review request and citizen
 * correction", §5 "Review", part 2 §4 "Conditional and repeatable sections"). Staff mark answers,
 * images and documents (each one question of one copy of a section, `correction.ts` places) and the
 * sections they are in, with a comment; the citizen may then change exactly those, nothing else.
 */

/** One question of one copy of a section (the places of `correction.ts`). */
export const changePlaceSchema = z.object({
  sectionOrder: z.number().int().min(0).max(199),
  rowIndex: z.number().int().min(0).max(999),
  /** Null for the section's own questions, else the condition's index in the section. */
  conditionIndex: z.number().int().min(0).max(99).nullable().default(null),
  order: z.number().int().min(0).max(299),
});
export type ChangePlace = z.infer<typeof changePlaceSchema>;

export const CHANGES_REQUEST_COMMENT_MAX = 2000;
const placesSchema = z.array(changePlaceSchema).max(1000).default([]);

/** What staff send: the marked items and sections, and the comment for the citizen. */
export const changesRequestInputSchema = z.object({
  answers: placesSchema,
  images: placesSchema,
  documents: placesSchema,
  sections: z.array(z.number().int().min(0).max(199)).max(200).default([]),
  comment: z.string().trim().max(CHANGES_REQUEST_COMMENT_MAX).default(''),
});
export type ChangesRequestInput = z.infer<typeof changesRequestInputSchema>;
export type ChangesRequestInputData = z.input<typeof changesRequestInputSchema>;

export type ChangesRequestProblem =
  /** Nothing marked. */
  | { kind: 'empty' }
  /** A marked section without a marked item ('There are sections that do not indicate the answers to review'). */
  | { kind: 'sectionWithoutAnswers'; sectionOrder: number }
  /** A place the answer does not have (or a question that takes no such file, or an unchecked condition). */
  | { kind: 'invalidPlace'; path: string };

const samePlace = (a: ChangePlace, b: ChangePlace) =>
  a.sectionOrder === b.sectionOrder &&
  a.rowIndex === b.rowIndex &&
  (a.conditionIndex ?? null) === (b.conditionIndex ?? null) &&
  a.order === b.order;

type PlaceKind = 'answers' | 'images' | 'documents';
const PLACE_KINDS: readonly PlaceKind[] = ['answers', 'images', 'documents'];

/** The question and its answer at a place of the answers, when it exists (a condition must be checked). */
export function questionAt(
  template: FormTemplate,
  sections: CorrectableAnswers['sections'],
  place: ChangePlace,
) {
  const section = template.sections[place.sectionOrder];
  const row = sections[place.sectionOrder]?.rows[place.rowIndex];
  if (!section || !row) return null;
  if (place.conditionIndex === null) {
    const question = section.questions[place.order];
    const answer = row.answers[place.order];
    return question && answer ? { section, question, answer } : null;
  }
  const condition = section.conditions[place.conditionIndex];
  const answered = row.conditions[place.conditionIndex];
  if (!condition || !answered?.checked) return null;
  const question = condition.questions[place.order];
  const answer = answered.answers[place.order];
  return question && answer ? { section, question, answer } : null;
}

/**
 * Why a request may not be sent, or null (spec part 3 §5 "Review"): at least one marked item, every
 * marked section with at least one marked item in it, and every item a question the answer has
 * (images only where the question takes images, documents where it takes documents). An item's
 * section counts as marked even when the list leaves it out.
 */
export function changesRequestProblem(
  template: FormTemplate,
  sections: CorrectableAnswers['sections'],
  input: ChangesRequestInput,
): ChangesRequestProblem | null {
  const items = PLACE_KINDS.flatMap((kind) => input[kind].map((place) => ({ kind, place })));
  if (items.length === 0) return { kind: 'empty' };
  for (const { kind, place } of items) {
    const found = questionAt(template, sections, place);
    const takes =
      kind === 'answers' ||
      (kind === 'images' ? found?.question.attachImage : found?.question.attachDocument) === true;
    if (!found || !takes)
      return {
        kind: 'invalidPlace',
        path: `/${kind}/${input[kind].indexOf(place)}`,
      };
  }
  for (const sectionOrder of input.sections) {
    if (!template.sections[sectionOrder])
      return { kind: 'invalidPlace', path: `/sections/${input.sections.indexOf(sectionOrder)}` };
    if (!items.some(({ place }) => place.sectionOrder === sectionOrder))
      return { kind: 'sectionWithoutAnswers', sectionOrder };
  }
  return null;
}

/**
 * The stored request (requestsForChanges entry, needCompletition true): one change item per marked
 * place with the question's title and the value it had (`correction.ts` stored values), the
 * sections marked or holding a marked item, sorted.
 */
export function buildChangesRequest(
  template: FormTemplate,
  current: CorrectableAnswers,
  input: ChangesRequestInput,
  madeBy: RequestForChanges['madeBy'],
  sentAt: string,
): RequestForChanges {
  const itemsOf = (places: ChangePlace[]): ChangeItem[] =>
    places
      .filter((place, index) => places.findIndex((other) => samePlace(other, place)) === index)
      .flatMap((place) => {
        const found = questionAt(template, current.sections, place);
        if (!found) return [];
        const { section, question, answer } = found;
        return [
          {
            order: place.order,
            sectionOrder: place.sectionOrder,
            questionId: question.id,
            title: question.title,
            oldAnswer: storedAnswer(question, answer),
            oldImage: null,
            oldDocument: null,
            answer: null,
            urlImage: null,
            urlDocument: null,
            checked: null,
            file: null,
            sectionConditional: section.conditional,
            conditionIndex: place.conditionIndex ?? null,
            repeatable: section.repeatable,
            rowIndex: place.rowIndex,
            isMain: place.rowIndex === 0,
          },
        ];
      });
  const answers = itemsOf(input.answers);
  const images = itemsOf(input.images);
  const documents = itemsOf(input.documents);
  const sections = [
    ...new Set([
      ...input.sections,
      ...[...answers, ...images, ...documents].map((item) => item.sectionOrder),
    ]),
  ].sort((a, b) => a - b);
  return {
    needsCompletion: true,
    madeBy,
    sentAt,
    comment: input.comment,
    changesRequested: { answers, images, documents, sections },
  };
}

/** The request the citizen still has to complete: the last one, while it needs completion. */
export const pendingRequest = (
  document: Pick<AnswerDocument, 'requestsForChanges'>,
): RequestForChanges | null => {
  const last = document.requestsForChanges.at(-1);
  return last?.needsCompletion ? last : null;
};

const placeOf = (item: ChangeItem): ChangePlace => ({
  sectionOrder: item.sectionOrder,
  rowIndex: item.rowIndex,
  conditionIndex: item.conditionIndex,
  order: item.order,
});

/** Whether the citizen may change this kind of item at this place under the request. */
export const revisionEditable = (request: RequestForChanges, kind: PlaceKind, place: ChangePlace): boolean =>
  request.changesRequested[kind].some((item) => samePlace(placeOf(item), place));

/**
 * Where the citizen's changes (`correctionDiff` of the revision) go beyond the request, or null: an
 * answer, image or document not flagged, a condition or copy of a section (conditions are locked),
 * or the place.
 */
export function revisionProblem(
  request: RequestForChanges,
  changes: CorrectionChanges,
): StructureProblem | null {
  const outside = (kind: PlaceKind, items: ChangeItem[]) =>
    items.find((item) => !revisionEditable(request, kind, placeOf(item)));
  for (const [kind, items] of [
    ['answers', changes.editedAnswers],
    ['images', changes.editedImages],
    ['documents', changes.editedDocuments],
  ] as const) {
    const item = outside(kind, items);
    if (item)
      return {
        path: `/sections/${item.sectionOrder}/rows/${item.rowIndex}`,
        reason: `the ${kind === 'answers' ? 'answer' : kind.slice(0, -1)} "${item.title}" was not flagged for correction`,
      };
  }
  const condition = changes.editedConditions[0];
  if (condition)
    return {
      path: `/sections/${condition.sectionOrder}/rows/${condition.rowIndex}`,
      reason: 'conditions and copies of sections are locked in a revision',
    };
  if (changes.editedLocation) return { path: '/location', reason: 'the place is not part of a revision' };
  return null;
}

/** The citizen's revision: the answers as the citizen left them. */
export const citizenRevisionSchema = z.object({
  sections: z.array(answeredSectionSchema).max(200),
});
export type CitizenRevision = z.infer<typeof citizenRevisionSchema>;

/** What the citizen's revision screen shows (GET /api/citizen/revisions/:id/:token). */
export const citizenRevisionViewSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  template: formTemplateSchema,
  municipality: z.object({ name: z.string() }),
  /** The answers as they stand now (supervisor and earlier citizen edits applied). */
  sections: z.array(answeredSectionSchema),
  /** The request to complete; null when none waits ('Form already answered'). */
  request: requestForChangesSchema.nullable(),
});
export type CitizenRevisionView = z.infer<typeof citizenRevisionViewSchema>;

/**
 * Whether staff may ask this answer's citizen for changes (spec part 3 §6: the correct ability, on a
 * citizen-portal form with incidents): the form associates the citizen from the portal and has
 * incidents, and the answer names a citizen to tell.
 */
export const changesRequestOffered = (document: Pick<AnswerDocument, 'template' | 'citizen'>): boolean =>
  document.template.options.citizenAssociationFromCitizenPortal &&
  document.template.options.incidents &&
  document.citizen !== null;

/**
 * Whether the person the citizen portal vouches for is the answer's citizen: the same portal id, or
 * the same document number.
 */
export function answerOfCitizen(
  document: Pick<AnswerDocument, 'citizen'>,
  portal: { id: string; dni: string | null },
): boolean {
  const citizen = document.citizen;
  if (!citizen) return false;
  if (citizen.id === portal.id) return true;
  const number = citizen.dni ?? citizen.cuit;
  return portal.dni !== null && portal.dni !== '' && number === portal.dni;
}
