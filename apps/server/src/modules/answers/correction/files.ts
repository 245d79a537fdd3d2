import { randomUUID } from 'node:crypto';
import type { AnswerDocument, FileRef } from '@cabildo/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Uploader } from '../../files/index.ts';
import { fileRefsOf } from '../document.ts';
import { linkAnswerFiles, mapRefs, type Content, type Slot } from '../files.ts';

/** Every file the answer already holds, with where it sits: its answers, signatures and supervisor edits. */
function heldFiles(document: AnswerDocument): Map<string, { ref: FileRef; slot: Slot }> {
  const held = new Map<string, { ref: FileRef; slot: Slot }>();
  const hold = (ref: FileRef, slot: Slot) => held.set(ref.id, { ref, slot });
  for (const section of document.sections) {
    for (const row of section.rows) {
      for (const answer of [...row.answers, ...row.conditions.flatMap((condition) => condition.answers)]) {
        for (const slot of ['images', 'documents', 'videos'] as const)
          for (const ref of answer[slot]) hold(ref, slot);
      }
    }
  }
  for (const signature of document.signatures) if (signature.file) hold(signature.file, 'signature');
  for (const edit of document.supervisorEdits) {
    for (const item of edit.editedImages) if (item.file) hold(item.file, 'images');
    for (const item of edit.editedDocuments) if (item.file) hold(item.file, 'documents');
  }
  return held;
}

export type LinkedContent = { content: Content } | { problem: string };

/**
 * Files of a correction or completion: the answer's own files stay (as stored, in the same kind of
 * place); the others must be this uploader's pending files of the form, claimed for the answer as
 * a save claims them (files.ts, inside the caller's transaction) and rewritten from the stored file.
 * New videos are refused where `videos` is false (a correction does not touch videos).
 */
export async function linkNewFiles(
  tx: DbOrTx,
  input: {
    answerId: string;
    formId: string;
    document: AnswerDocument;
    content: Content;
    uploader: Uploader;
    videos: boolean;
  },
): Promise<LinkedContent> {
  const held = heldFiles(input.document);
  let problem: string | null = null;
  const isNew = (ref: FileRef, slot: Slot) => {
    const own = held.get(ref.id);
    if (own && own.slot !== slot) problem = 'a file of the answer was moved to another kind of place';
    if (!own && slot === 'videos' && !input.videos) problem = 'a correction does not change videos';
    return !own;
  };
  const fresh = mapRefs(input.content, (ref, slot) => (isNew(ref, slot) ? ref : null));
  if (problem) return { problem };
  let claimed = new Map<string, FileRef>();
  if (fileRefsOf(fresh).length > 0) {
    const linked = await linkAnswerFiles(tx, {
      answerId: input.answerId,
      formId: input.formId,
      uploader: input.uploader,
      submission: {
        ...fresh,
        clientSubmissionId: randomUUID(),
        language: input.document.language,
        citizen: null,
        location: null,
        asset: null,
        observations: '',
        stateId: null,
      },
    });
    if (!linked) return { problem: 'a file is not a pending upload of this answer' };
    claimed = new Map(fileRefsOf(linked).map((ref) => [ref.id, ref]));
  }
  return {
    content: mapRefs(input.content, (ref) => held.get(ref.id)?.ref ?? claimed.get(ref.id)!),
  };
}
