import type { ErrorCode, OpeningMode, SavedAnswer } from '@cabildo/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { submitAnswer } from '../../../api/answering.ts';
import { ApiError } from '../../../api/client.ts';
import { waitSecondsOf } from '../../../components/waitMessage.ts';
import {
  dropQueued,
  forgetAnswer,
  queueSubmission,
  type DraftKey,
  type QueuedSubmission,
} from '../lib/draftStore.ts';

/** While a save waits, it is tried again this often even without an 'online' event. */
const RETRY_MS = 15_000;

/**
 * offline: no connection (or no reply); retrying: the server could not take it yet (busy, failing);
 * both keep the save queued and try again. saved: confirmed by the server, the page is about to move on.
 */
export type OutboxStatus = 'idle' | 'sending' | 'offline' | 'retrying' | 'saved';

type Handlers = {
  onSaved: (saved: SavedAnswer, queued: QueuedSubmission) => void;
  /**
   * The save stopped without being saved: the server refused it (it is no longer queued; the draft
   * stays), or the session is gone (it stays queued for after signing in again).
   */
  onRefused: (error: unknown) => void;
};

type Outcome = 'offline' | 'retrying' | 'held' | 'refused';

/**
 * What a failed save means. Only a definitive answer about this submission drops it; a lost or timed
 * out connection, a rate limit or a server failure may pass, and an unexpected failure may even hide
 * a save that happened, so those go out again with the same clientSubmissionId.
 */
export function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof ApiError)) return 'retrying';
  if (error.code === 'NETWORK') return 'offline';
  if (error.status === 408 || error.status === 429 || error.status >= 500) return 'retrying';
  if (error.isSessionLoss) return 'held';
  return 'refused';
}

/**
 * The save of an answer that never gets lost: it is written to the device first, then sent; while
 * it may still pass it stays queued and goes out again (same clientSubmissionId, so never twice) when
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
  // From the first failure that keeps the save queued until the save is settled.
  const [waiting, setWaiting] = useState(false);
  // Why the server could not take it yet, when it said (an outside system failed: the incident…).
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  // How long the server asked to wait (a 429's Retry-After): said, and no retry before it.
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  useEffect(() => {
    latest.current = handlers;
  });

  // Idempotent: a call while a save is on its way (or with nothing queued) does nothing.
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
      const outcome = outcomeOf(error);
      if (outcome === 'offline' || outcome === 'retrying') {
        setStatus(outcome);
        setWaiting(true);
        setFailure(error instanceof ApiError && error.code !== 'NETWORK' ? error.code : null);
        setWaitSeconds(waitSecondsOf(error));
        return;
      }
      setFailure(null);
      setWaitSeconds(null);
      queued.current = null;
      setWaiting(false);
      setStatus('idle');
      if (outcome === 'refused') await dropQueued(key);
      latest.current.onRefused(error);
      return;
    }
    inFlight.current = false;
    queued.current = null;
    setFailure(null);
    setWaitSeconds(null);
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
    if (status !== 'offline' && status !== 'retrying') return;
    const timer = setInterval(() => void flush(), Math.max(RETRY_MS, (waitSeconds ?? 0) * 1000));
    // Closing or reloading now would only delay the save; the browser asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      clearInterval(timer);
      window.removeEventListener('beforeunload', warn);
    };
  }, [status, flush, waitSeconds]);

  return { status, waiting, failure, waitSeconds, send, retry: flush };
}
