import type { OpeningMode, SavedAnswer } from '@cabildo/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { submitAnswer } from '../../api/answering.ts';
import { ApiError } from '../../api/client.ts';
import {
  dropQueued,
  forgetAnswer,
  queueSubmission,
  type DraftKey,
  type QueuedSubmission,
} from './draftStore.ts';

/** While a save waits for the connection, it is tried again this often even without an 'online' event. */
const RETRY_MS = 15_000;

/** saved: confirmed by the server, the page is about to move on. */
export type OutboxStatus = 'idle' | 'sending' | 'offline' | 'saved';

type Handlers = {
  onSaved: (saved: SavedAnswer, queued: QueuedSubmission) => void;
  /** The server refused the answer (not a lost connection): nothing is queued any more. */
  onRefused: (error: unknown) => void;
};

const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK';

/**
 * The save of an answer that never gets lost: it is written to the device first, then sent; a lost
 * connection keeps it queued and it goes out again (same clientSubmissionId, so never twice) when
 * the browser is back online, every few seconds meanwhile, and on the next load of the page.
 */
export function useOutbox(
  formId: string,
  mode: OpeningMode,
  key: DraftKey,
  initial: QueuedSubmission | null,
  handlers: Handlers,
) {
  const queued = useRef<QueuedSubmission | null>(initial);
  const inFlight = useRef(false);
  const latest = useRef(handlers);
  const [status, setStatus] = useState<OutboxStatus>(initial ? 'sending' : 'idle');
  // From the first lost connection (or a save found queued on load) until the save is settled.
  const [waiting, setWaiting] = useState(initial !== null);
  useEffect(() => {
    latest.current = handlers;
  });

  const flush = useCallback(async () => {
    const pending = queued.current;
    if (!pending || inFlight.current) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setStatus('offline');
      setWaiting(true);
      return;
    }
    inFlight.current = true;
    setStatus('sending');
    let saved: SavedAnswer;
    try {
      saved = await submitAnswer(formId, mode, pending.submission);
    } catch (error) {
      inFlight.current = false;
      if (isNetworkError(error)) {
        setStatus('offline');
        setWaiting(true);
        return;
      }
      queued.current = null;
      setWaiting(false);
      setStatus('idle');
      await dropQueued(key);
      latest.current.onRefused(error);
      return;
    }
    inFlight.current = false;
    queued.current = null;
    setStatus('saved');
    setWaiting(false);
    await forgetAnswer(key);
    latest.current.onSaved(saved, pending);
  }, [formId, mode, key]);

  const send = useCallback(
    async (next: QueuedSubmission) => {
      queued.current = next;
      await queueSubmission(key, next);
      await flush();
    },
    [key, flush],
  );

  // A save left queued by an earlier visit goes out as soon as the page is back.
  useEffect(() => {
    if (initial) void flush();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only once, for the save found on load
  }, []);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  useEffect(() => {
    if (status !== 'offline') return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    // Closing or reloading now would only delay the save; the browser asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      clearInterval(timer);
      window.removeEventListener('beforeunload', warn);
    };
  }, [status, flush]);

  return { status, waiting, send, retry: flush };
}
