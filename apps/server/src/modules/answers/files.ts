import type {
  AnsweredSection,
  AnswerSubmission,
  FileRef,
  QuestionAnswer,
  SignatureImage,
  UploadPurpose,
} from '@cabildo/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { claimAnswerFiles, type Uploader } from '../files/index.ts';
import { fileRefsOf } from './document.ts';

type FileRow = typeof files.$inferSelect;
export type Slot = 'images' | 'documents' | 'videos' | 'signature';
/** What of an answer holds files. */
export type Content = {
  sections: AnsweredSection[];
  signatures: SignatureImage[];
};

/** Which upload purposes each place of an answer takes. */
const PURPOSES: Record<Slot, readonly UploadPurpose[]> = {
  images: ['image'],
  documents: ['document', 'kml'],
  videos: ['video'],
  signature: ['signature'],
};

/**
 * Links the answer's files to it (inside the save transaction) and rewrites every file reference
 * from the stored file, so a crafted answer cannot point at another address or claim another
 * type. Null when a file is not this uploader's pending file of this form, or sits in the wrong
 * place (a document as an image, ...): the caller refuses the answer.
 */
export async function linkAnswerFiles(
  tx: DbOrTx,
  input: {
    answerId: string;
    formId: string;
    submission: AnswerSubmission;
    uploader: Uploader;
  },
): Promise<AnswerSubmission | null> {
  const ids = fileRefsOf(input.submission).map((ref) => ref.id);
  if (ids.length === 0) return input.submission;
  const claimed = await claimAnswerFiles(tx, { ...input, fileIds: ids });
  if (!claimed) return null;
  const rows = new Map(
    (await tx.select().from(files).where(inArray(files.id, ids))).map((row) => [row.id, row]),
  );
  let wrongPlace = false;
  const canonical = (ref: FileRef, slot: Slot): FileRef => {
    const row = rows.get(ref.id) as FileRow;
    if (!PURPOSES[slot].includes(row.purpose as UploadPurpose)) wrongPlace = true;
    return {
      id: row.id,
      url: `/api/files/${row.id}`,
      name: (row.originalName ?? ref.name).slice(0, 255),
      contentType: row.contentType,
      size: row.size,
    };
  };
  const submission: AnswerSubmission = {
    ...input.submission,
    ...mapRefs(input.submission, canonical),
  };
  return wrongPlace ? null : submission;
}

/** The content with every file reference replaced by `replace` (null drops it). */
export function mapRefs(content: Content, replace: (ref: FileRef, slot: Slot) => FileRef | null): Content {
  const refs = (list: FileRef[], slot: Slot) =>
    list.map((ref) => replace(ref, slot)).filter((ref): ref is FileRef => ref !== null);
  const answer = (a: QuestionAnswer): QuestionAnswer => ({
    ...a,
    images: refs(a.images, 'images'),
    documents: refs(a.documents, 'documents'),
    videos: refs(a.videos, 'videos'),
  });
  return {
    sections: content.sections.map((section) => ({
      ...section,
      rows: section.rows.map((row) => ({
        answers: row.answers.map(answer),
        conditions: row.conditions.map((condition) => ({
          ...condition,
          answers: condition.answers.map(answer),
        })),
      })),
    })),
    signatures: content.signatures.map((signature) => ({
      ...signature,
      file: signature.file ? replace(signature.file, 'signature') : null,
    })),
  };
}
