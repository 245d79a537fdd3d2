import { randomUUID } from 'node:crypto';
import {
  answerCode,
  answerSubmissionSchema,
  blankSections,
  citizenDocumentNumber,
  type AnsweredSection,
  type AnswerAuthor,
  type AnswerState,
  type CitizenData,
  type FileRef,
  type FormTemplate,
  type Question,
  type QuestionAnswer,
  uploadStorageKey,
} from '@cabildo/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../adapters/storage/port.ts';
import { buildAnswerDocument, insertAnswerRows } from '../modules/answers/index.ts';
import type { Db } from '../db/client.ts';
import { answers, citizens, files, forms, municipalities, users } from '../db/schema/index.ts';
import { DEMO_FORM_IDS } from './demo-forms.ts';
import { PHOTO_COLOURS, photoPng, signaturePng } from './demo-images.ts';
import { randomStorageName } from '../modules/files/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const SPAN_DAYS = 60;

/** A small deterministic generator, so every fresh demo database holds the same answers. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof generator>;

const TEXTS = [
  'Sin novedades.',
  'Se constató lo informado por el vecino.',
  'Requiere una segunda visita.',
  'Se dejó constancia en el lugar.',
  'El frentista no se encontraba.',
  'Trabajo terminado y zona despejada.',
  'Se solicitó material al depósito.',
];
const STREETS = [
  'Av. Colón',
  'Bv. San Juan',
  'Av. Vélez Sarsfield',
  'Obispo Trejo',
  'Av. Hipólito Yrigoyen',
  'Deán Funes',
  'Av. Olmos',
];

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A plausible answer to one question; photos where the question asks for one. */
function answerTo(question: Question, random: Random, at: Date, photo: () => FileRef): QuestionAnswer {
  const answer: QuestionAnswer = {
    questionId: question.id,
    value: '',
    selected: [],
    images: [],
    documents: [],
    videos: [],
  };
  if (question.attachImage && (question.required || random.chance(0.3))) answer.images = [photo()];
  if (question.attachImage && question.required) return answer;
  switch (question.kind) {
    case 'yesno':
      answer.value = random.chance(0.7) ? 'yes' : 'no';
      break;
    case 'single':
      answer.selected = [random.pick(question.options).order];
      break;
    case 'multiple':
      answer.selected = [
        ...new Set([random.pick(question.options).order, random.pick(question.options).order]),
      ];
      break;
    case 'open': {
      const values: Record<string, () => string> = {
        integer: () => String(random.int(1, 4000)),
        decimal: () => `${random.int(0, 3)},${pad(random.int(0, 99))}`,
        date: () => isoDay(at),
        time: () => `${pad(random.int(7, 21))}:${pad(random.pick([0, 15, 30, 45]))}`,
        link: () => 'https://www.cordoba.gob.ar/',
        text: () => random.pick(TEXTS),
      };
      if (question.required || random.chance(0.8)) answer.value = values[question.dataType]!();
    }
  }
  return answer;
}

function answeredSections(
  template: FormTemplate,
  random: Random,
  at: Date,
  photo: () => FileRef,
): AnsweredSection[] {
  return blankSections(template).map((blank, index) => {
    const section = template.sections[index]!;
    const copies = section.repeatable ? random.int(1, 3) : 1;
    const rows = Array.from({ length: copies }, () => {
      const row = structuredClone(blank.rows[0]!);
      row.answers = section.questions.map((question) => answerTo(question, random, at, photo));
      if (section.conditional && section.conditions.length > 0) {
        const chosen = random.pick(section.conditions);
        row.conditions = section.conditions.map((condition) => ({
          order: condition.order,
          checked: condition.order === chosen.order,
          answers: condition.questions.map((question) =>
            condition.order === chosen.order
              ? answerTo(question, random, at, photo)
              : {
                  questionId: question.id,
                  value: '',
                  selected: [],
                  images: [],
                  documents: [],
                  videos: [],
                },
          ),
        }));
      }
      return row;
    });
    return { sectionId: section.id, rows };
  });
}

/** Moves a new answer along the form's transitions a few steps, with history dates after its creation. */
function walkStates(
  state: AnswerState | null,
  random: Random,
  created: Date,
  userName: string,
): AnswerState | null {
  if (!state) return null;
  const steps = random.int(0, 2);
  let when = created.getTime();
  for (let step = 0; step < steps; step += 1) {
    const current = state.available.find((candidate) => candidate.id === state.current)!;
    if (current.transitions.length === 0) break;
    const targetId = random.pick(current.transitions);
    const target = state.available.find((candidate) => candidate.id === targetId)!;
    when = Math.min(Date.now(), when + random.int(2, 72) * 60 * 60 * 1000);
    state.current = target.id;
    state.history.push({
      date: new Date(when).toISOString(),
      userName,
      stateId: target.id,
      stateName: target.name,
      initialState: false,
    });
  }
  return state;
}

const AUTHOR_SLUGS = [
  'inspector',
  'inspector-elevado',
  'inspector-elevado-corrector',
  'supervisor',
  'generador-respuestas',
];

/**
 * Answers to the demo forms, spread over the last 60 days, with places inside the demo
 * municipality, several states, citizens, photos and signatures — so the answer lists, maps and
 * statistics have something real to show. Runs once: skipped when the demo forms have answers.
 */
export async function seedDemoAnswers(db: Db, storage: Storage): Promise<{ created: number }> {
  const demoForms = await db
    .select()
    .from(forms)
    .where(inArray(forms.id, Object.values(DEMO_FORM_IDS)));
  if (demoForms.length === 0) return { created: 0 };
  const [existing] = await db
    .select({ value: count() })
    .from(answers)
    .where(inArray(answers.formId, Object.values(DEMO_FORM_IDS)));
  if ((existing?.value ?? 0) > 0) return { created: 0 };

  const random = generator(2026);
  const staff = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        AUTHOR_SLUGS.map((slug) => `${slug}@demo.cabildo.test`),
      ),
    );
  const authors: AnswerAuthor[] = staff.map((row) => ({
    userId: row.id,
    username: row.username ?? row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    inspectorId: row.inspectorId,
  }));
  const photos = PHOTO_COLOURS.map(photoPng);
  const signatures = [0, 1.3, 2.6].map(signaturePng);
  const plan: Record<string, number> = {
    [DEMO_FORM_IDS.streetLighting]: 240,
    [DEMO_FORM_IDS.noiseComplaint]: 130,
    [DEMO_FORM_IDS.treePruning]: 60,
  };

  let created = 0;
  for (const form of demoForms) {
    const [municipality] = await db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, form.municipalityId));
    if (!municipality || authors.length === 0) continue;
    const template = form.template;
    const registry = template.options.citizen
      ? await db.select().from(citizens).where(eq(citizens.municipalityId, municipality.id))
      : [];
    // One answer per citizen on single-answer forms.
    const total = template.options.singleAnswer
      ? Math.min(plan[form.id] ?? 0, registry.length)
      : (plan[form.id] ?? 0);
    const times = Array.from({ length: total }, () => Date.now() - random.next() * SPAN_DAYS * DAY).sort(
      (a, b) => a - b,
    );
    const fileRows: (typeof files.$inferInsert)[] = [];
    const writes: Promise<void>[] = [];
    const answerRows: Parameters<typeof insertAnswerRows>[1] = [];

    for (const [index, time] of times.entries()) {
      const id = randomUUID();
      const at = new Date(time);
      const anonymous = template.options.public && random.chance(0.8);
      const author = anonymous
        ? {
            userId: null,
            username: 'Usuario Anónimo',
            firstName: '',
            lastName: '',
            inspectorId: null,
          }
        : random.pick(authors);
      const store = (purpose: string, key: string, body: Buffer, name: string): FileRef => {
        const fileId = randomUUID();
        fileRows.push({
          id: fileId,
          storageKey: key,
          contentType: 'image/png',
          size: body.length,
          purpose,
          originalName: name,
          uploadedBy: author.userId,
          formId: form.id,
          answerId: id,
        });
        writes.push(storage.put(key, body, 'image/png'));
        return {
          id: fileId,
          url: `/api/files/${fileId}`,
          name,
          contentType: 'image/png',
          size: body.length,
        };
      };
      const photo = () =>
        store(
          'image',
          uploadStorageKey('image', form.id, randomStorageName(), 'png'),
          random.pick(photos),
          'foto.png',
        );
      const citizenRow = template.options.singleAnswer
        ? registry[index]
        : registry.length > 0 && random.chance(0.7)
          ? random.pick(registry)
          : undefined;
      const citizen: CitizenData | null = citizenRow
        ? {
            id: citizenRow.id,
            kind: citizenRow.kind === 'legal' ? 'legal' : 'natural',
            dni: citizenRow.kind === 'legal' ? null : citizenRow.documentNumber,
            cuit: citizenRow.kind === 'legal' ? citizenRow.documentNumber : null,
            firstName: citizenRow.firstName,
            lastName: citizenRow.lastName,
            email: citizenRow.email,
            phone: citizenRow.phone,
            street: citizenRow.street,
          }
        : null;
      const centre = {
        latitude: municipality.latitude ?? -31.42,
        longitude: municipality.longitude ?? -64.18,
      };
      const submission = answerSubmissionSchema.parse({
        clientSubmissionId: randomUUID(),
        language: 'es',
        sections: answeredSections(template, random, at, photo),
        citizen,
        location: template.options.geolocation
          ? {
              latitude: centre.latitude + (random.next() - 0.5) * 0.06,
              longitude: centre.longitude + (random.next() - 0.5) * 0.07,
              address: `${random.pick(STREETS)} ${random.int(100, 3999)}, ${municipality.name}`,
            }
          : null,
        signatures: template.signatures.map((definition) => ({
          index: definition.index,
          file: store(
            'signature',
            uploadStorageKey('signature', form.id, randomStorageName(), 'png'),
            random.pick(signatures),
            'firma.png',
          ),
          signatoryName: citizen
            ? `${citizen.firstName} ${citizen.lastName}`.trim()
            : `${author.firstName} ${author.lastName}`.trim() || 'Inspector',
        })),
        observations: random.chance(0.2) ? random.pick(TEXTS) : '',
      });
      const code = answerCode(form.keyPrefix, form.lastKeyNumber + index + 1);
      const document = buildAnswerDocument({
        id,
        code,
        form,
        municipality,
        submission,
        author,
        mode: anonymous ? 'public' : 'internal',
        incident: null,
        now: at,
      });
      document.state = walkStates(document.state, random, at, random.pick(authors).username);
      const lastChange = document.state?.history.at(-1)?.date ?? document.createdAt;
      document.updatedAt = lastChange;
      answerRows.push({
        id,
        formId: form.id,
        code,
        document,
        createdBy: author.userId,
        createdByName: author.username,
        citizenId: citizen?.id ?? null,
        citizenDocument: citizenDocumentNumber(citizen),
        public: anonymous || form.public,
        pdfDownloadCode: document.pdfDownloadCode,
        clientSubmissionId: submission.clientSubmissionId,
        latitude: submission.location?.latitude ?? null,
        longitude: submission.location?.longitude ?? null,
        createdAt: at,
        updatedAt: new Date(lastChange),
      });
    }
    await Promise.all(writes);
    await db.transaction(async (tx) => {
      for (let start = 0; start < answerRows.length; start += 100) {
        await insertAnswerRows(tx, answerRows.slice(start, start + 100));
      }
      for (let start = 0; start < fileRows.length; start += 200) {
        await tx.insert(files).values(fileRows.slice(start, start + 200));
      }
      await tx
        .update(forms)
        .set({
          lastKeyNumber: sql`${forms.lastKeyNumber} + ${answerRows.length}`,
        })
        .where(eq(forms.id, form.id));
    });
    created += answerRows.length;
  }
  return { created };
}
