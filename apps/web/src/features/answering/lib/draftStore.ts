import type { AnswerSubmission, OpeningMode } from '@cabildo/domain';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { AnswerDraft } from './answerState.ts';

/**
 * The answer kept on the device (IndexedDB), so nothing typed is lost to a reload, a closed tab or
 * a lost connection: the draft while answering, and the outbox holding a save not yet confirmed.
 */

/**
 * A save waiting for the server; sent again with the same clientSubmissionId until it is confirmed.
 * `publicForm` is kept for the page after the save, which a resend on load must know without the form.
 */
export type QueuedSubmission = {
  submission: AnswerSubmission;
  withEmail: boolean;
  publicForm: boolean;
  queuedAt: string;
};

export type DraftKey = { formId: string; mode: OpeningMode; owner: string };

let store: UseStore | null | undefined;
// Without IndexedDB (old browsers, private modes that refuse it, tests) the page still works from memory.
const memory = new Map<string, unknown>();

function idb(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('cabildo-answering', 'answers');
    } catch {
      store = null;
    }
  }
  return store;
}

async function read<T>(key: string): Promise<T | undefined> {
  const db = idb();
  if (db) {
    try {
      return await get<T>(key, db);
    } catch {
      // Fall through to memory.
    }
  }
  return memory.get(key) as T | undefined;
}

async function write(key: string, value: unknown) {
  memory.set(key, value);
  const db = idb();
  if (db) await set(key, value, db).catch(() => undefined);
}

async function remove(key: string) {
  memory.delete(key);
  const db = idb();
  if (db) await del(key, db).catch(() => undefined);
}

const draftKey = ({ formId, mode, owner }: DraftKey) => `draft:${formId}:${mode}:${owner}`;
const outboxKey = ({ formId, mode, owner }: DraftKey) => `outbox:${formId}:${mode}:${owner}`;

export const loadDraft = (key: DraftKey) => read<AnswerDraft>(draftKey(key));
export const saveDraft = (key: DraftKey, state: AnswerDraft) => write(draftKey(key), state);
export const loadQueued = (key: DraftKey) => read<QueuedSubmission>(outboxKey(key));
export const queueSubmission = (key: DraftKey, queued: QueuedSubmission) => write(outboxKey(key), queued);
export const dropQueued = (key: DraftKey) => remove(outboxKey(key));

/** After a confirmed save: nothing of this answer stays on the device. */
export async function forgetAnswer(key: DraftKey) {
  await Promise.all([remove(draftKey(key)), remove(outboxKey(key))]);
}
