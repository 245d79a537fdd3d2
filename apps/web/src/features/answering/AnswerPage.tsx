import type { AnsweringForm, OpeningMode } from '@cabildo/domain';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useAnsweringForm } from '../../api/answering.ts';
import { useMe } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { StatusPage } from '../../components/StatusPage.tsx';
import { AnswerForm } from './components/AnswerForm.tsx';
import { AnswerLoading } from './components/AnswerLoading.tsx';
import { blankState, type AnswerDraft } from './lib/answerState.ts';
import { AlreadyAnsweredScreen, LimitReachedScreen } from './components/AnswerStatusScreens.tsx';
import { loadDraft, loadQueued, type DraftKey, type QueuedSubmission } from './lib/draftStore.ts';
import { ResendQueued } from './components/ResendQueued.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('answering', 'answers', 'citizens', 'places', 'uploads', 'files', 'geography');

/**
 * /contestar/{id} (internal), /cis/contestar/{id} (inspection view), /publico/contestar/{id}
 * (public, no sign-in) and, inside the citizen portal's page, /ciudadano/contestar/{id}/{token}
 * (`owner`: the portal's person): open the form, or say why it cannot be answered. A save this
 * device still holds for the form goes out first.
 */
export function AnswerPage({ mode, owner: citizenOwner }: { mode: OpeningMode; owner?: string }) {
  const { id = '' } = useParams();
  const me = useMe();
  const sessionless = mode === 'public' || mode === 'citizen-portal';
  const userId = me.data?.user.id ?? null;
  const owner = citizenOwner ?? (mode === 'public' ? 'public' : (userId ?? 'anonymous'));
  const draftKey = useMemo<DraftKey>(() => ({ formId: id, mode, owner }), [id, mode, owner]);
  if (!sessionless && me.isPending) return <AnswerLoading />;
  return (
    <AnswerSession
      key={`${id}:${mode}:${owner}`}
      draftKey={draftKey}
      signedIn={!sessionless && userId !== null}
    />
  );
}

type Session =
  { step: 'checking' } | { step: 'resending'; queued: QueuedSubmission } | { step: 'open'; refusal: unknown };

/** The queued save first (if any), then the form: its opening checks must not hide a save that went through. */
function AnswerSession({ draftKey, signedIn }: { draftKey: DraftKey; signedIn: boolean }) {
  const [session, setSession] = useState<Session>({ step: 'checking' });
  useEffect(() => {
    let live = true;
    void loadQueued(draftKey).then((queued) => {
      if (live) setSession(queued ? { step: 'resending', queued } : { step: 'open', refusal: null });
    });
    return () => {
      live = false;
    };
  }, [draftKey]);
  if (session.step === 'checking') return <AnswerLoading />;
  if (session.step === 'resending')
    return (
      <ResendQueued
        draftKey={draftKey}
        queued={session.queued}
        onStopped={(refusal) => setSession({ step: 'open', refusal })}
      />
    );
  return <OpenForm draftKey={draftKey} signedIn={signedIn} refusal={session.refusal} />;
}

function OpenForm({
  draftKey,
  signedIn,
  refusal,
}: {
  draftKey: DraftKey;
  signedIn: boolean;
  refusal: unknown;
}) {
  const form = useAnsweringForm(draftKey.formId, draftKey.mode);
  if (form.isPending) return <AnswerLoading />;
  if (form.isError) return <OpeningError error={form.error} mode={draftKey.mode} />;
  return <DraftGate form={form.data} draftKey={draftKey} signedIn={signedIn} refusal={refusal} />;
}

type Loaded = { initial: AnswerDraft; restored: boolean };

/** Reads what this device kept of the answer before showing the form. */
function DraftGate({
  form,
  draftKey,
  signedIn,
  refusal,
}: {
  form: AnsweringForm;
  draftKey: DraftKey;
  signedIn: boolean;
  refusal: unknown;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    void loadDraft(draftKey).then(async (draft) => {
      const restored = draft
        ? (await import('./lib/draftRestore.ts')).restoreDraft(form.template, draft)
        : null;
      if (!live) return;
      setLoaded({ initial: restored ?? blankState(form.template), restored: restored !== null });
    });
    return () => {
      live = false;
    };
  }, [form.template, draftKey]);
  if (!loaded) return <AnswerLoading />;
  return (
    <AnswerForm
      form={form}
      mode={draftKey.mode}
      draftKey={draftKey}
      initial={loaded.initial}
      restored={loaded.restored}
      refusal={refusal}
      signedIn={signedIn}
    />
  );
}

/** The opening errors of spec part 2 §5 and §8, each with its text. */
function OpeningError({ error, mode }: { error: Error; mode: OpeningMode }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const location = useLocation();
  const code = error instanceof ApiError ? error.code : null;
  // A deleted form: a global alert, then the form list (not in the inspection view, nor for the public).
  const toList = code === 'FORM_DELETED' && mode === 'internal';
  useEffect(() => {
    if (toList)
      enqueueSnackbar(t('errors.FORM_DELETED'), { variant: 'error', autoHideDuration: TOAST_MS.standard });
  }, [toList, enqueueSnackbar, t]);
  if (toList) return <Navigate to="/listar" replace />;

  switch (code) {
    case 'RESPONSE_LIMIT_REACHED':
      return <LimitReachedScreen />;
    case 'ALREADY_ANSWERED':
      // The citizen portal's person already answered this single-answer form.
      return <AlreadyAnsweredScreen />;
    case 'NOT_FOUND':
    case 'FORM_DELETED':
      return (
        <StatusPage
          icon={<SearchOffOutlined />}
          tone="warning"
          title={t(code === 'NOT_FOUND' ? 'answering.open.notFound' : 'errors.FORM_DELETED')}
          body={t('answering.open.notFoundBody')}
          action={
            mode === 'public' || mode === 'citizen-portal'
              ? undefined
              : { label: t('answering.saved.toForms'), to: '/listar' }
          }
        />
      );
    case 'FORM_NOT_IN_AREAS':
      return (
        <StatusPage
          icon={<LockOutlined />}
          tone="error"
          title={t('forbidden.title')}
          body={t('errors.FORM_NOT_IN_AREAS')}
          action={{ label: t('answering.saved.toForms'), to: '/listar' }}
        />
      );
    case 'MUNICIPALITY_DISABLED':
      return (
        <StatusPage
          icon={<BlockOutlined />}
          tone="error"
          title={t('errors.MUNICIPALITY_DISABLED')}
          body={t('answering.open.disabledBody')}
        />
      );
    default:
      // A load error: the page stays (no redirect to home), with a way to try again.
      return (
        <StatusPage
          icon={<CloudOffOutlined />}
          tone="error"
          title={t('errors.title')}
          body={t('answering.open.loadError')}
          action={{ label: t('answering.open.retry'), to: location.pathname, reload: true }}
        />
      );
  }
}
