import {
  formatDateTime,
  revisionEditable,
  type CitizenRevisionView,
  type Question,
  type Section,
} from '@cabildo/domain';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { Alert, AlertTitle, Chip, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCitizenRevision, useReviseAnswer, useRevisionFiles } from '../../api/changesRequests.ts';
import { ApiError, errorKey } from '../../api/client.ts';
import { StatusPage } from '../../components/StatusPage.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { AnswerHeader } from '../answering/kit/AnswerHeader.tsx';
import type { QuestionPlace } from '../answering/lib/answerState.ts';
import { AnswerColumn } from '../answering/kit/AnswerColumn.tsx';
import { FloatingSaveBar } from '../answering/kit/FloatingSaveBar.tsx';
import { NoChangesDialog } from '../answering/kit/NoChangesDialog.tsx';
import { RefusalAlert } from '../answering/kit/RefusalAlert.tsx';
import { SectionList } from '../answering/kit/SectionList.tsx';
import { storedDraft, useAnswerDraft } from '../answering/kit/useAnswerDraft.ts';
import { useAnswerProblems } from '../answering/kit/useAnswerProblems.ts';
import type { FieldLocks } from '../answering/kit/SectionCard.tsx';
import { AnswerCodeChip } from '../answers/correction/AnswerCodeChip.tsx';
import { useCitizenToken } from '../citizen-portal/CitizenAnswerPage.tsx';
import { CitizenSessionError, CitizenSessionLoading } from '../citizen-portal/SessionCards.tsx';
import { fileIdsOf, mapFiles, placeKey, questionEntries, shownAnswer } from './places.ts';

await loadCatalogueParts(
  'citizen-revision',
  'correction',
  'citizen-portal',
  'answering',
  'answers',
  'uploads',
  'files',
  'places',
  'citizens',
);

/**
 * /ciudadano/revision/{id}/{citizenOaToken} (spec part 3 §2 "Citizen review screen", §4 "Review
 * request and citizen correction"): the loading card while the token is checked, the error card
 * when the portal does not vouch for it, 'Form already answered' when no request waits, else the
 * answer with only the flagged items editable and the conditions locked; something must change.
 */
export function CitizenRevisionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const token = useCitizenToken();
  const revision = useCitizenRevision(id, token);

  if (revision.isPending) return <CitizenSessionLoading />;
  if (revision.error) {
    const code = revision.error instanceof ApiError ? revision.error.code : null;
    if (code === 'CITIZEN_SESSION_INVALID') return <CitizenSessionError />;
    return (
      <StatusPage
        tone="error"
        icon={<ErrorOutline />}
        title={t('citizen-revision.revision.loadError')}
        body={t(code === 'NOT_FOUND' ? 'citizen-revision.revision.notFound' : errorKey(revision.error))}
      />
    );
  }
  if (!revision.data.request) return <AlreadyAnswered token={token} />;
  return <RevisionWithFiles view={revision.data} token={token} />;
}

/**
 * The answer's photos and documents are read with the token first (an image tag carries none) and
 * shown from the browser's memory; what is sent keeps their addresses.
 */
function RevisionWithFiles({ view, token }: { view: CitizenRevisionView; token: string }) {
  const ids = useMemo(() => fileIdsOf(view.sections), [view.sections]);
  const files = useRevisionFiles(view.id, ids, token);
  const urls = files.data;
  useEffect(() => () => urls?.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  const shown = useMemo(
    () =>
      urls
        ? {
            ...view,
            sections: mapFiles(view.sections, (file) => ({ ...file, url: urls.get(file.id) ?? file.url })),
          }
        : view,
    [view, urls],
  );
  const addresses = useMemo(() => {
    const found = new Map<string, string>();
    mapFiles(view.sections, (file) => (found.set(file.id, file.url), file));
    return found;
  }, [view.sections]);
  if (ids.length > 0 && files.isPending) return <CitizenSessionLoading />;
  return <RevisionForm view={shown} token={token} addresses={addresses} />;
}

function AlreadyAnswered({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<TaskAltOutlined />}
      title={t('citizen-revision.revision.alreadyTitle')}
      body={t('citizen-revision.revision.alreadyBody')}
      action={{
        label: t('citizen-revision.revision.myAnswers'),
        to: `/ciudadano/formularios/respuestas/${token}`,
      }}
    />
  );
}

/** The condition's index in its section from the order the answer screen names it by. */
const conditionIndexOf = (section: Section, order: number | null) =>
  order === null ? null : section.conditions.findIndex((condition) => condition.order === order);

function RevisionForm({
  view,
  token,
  addresses,
}: {
  view: CitizenRevisionView;
  token: string;
  /** The files' own addresses, by id (they are shown from the browser's memory). */
  addresses: Map<string, string>;
}) {
  const { t } = useTranslation();
  const request = view.request!;
  const { template } = view;
  const revise = useReviseAnswer(view.id, token);
  const draft = useAnswerDraft(template, () =>
    storedDraft({ sections: view.sections, clientSubmissionId: view.id }),
  );
  const [noChanges, setNoChanges] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const flagged = useMemo(() => {
    const entries = questionEntries(template, view.sections).flat();
    return entries.filter((entry) =>
      (['answers', 'images', 'documents'] as const).some((kind) =>
        revisionEditable(request, kind, entry.place),
      ),
    );
  }, [template, view.sections, request]);
  // Only the flagged items change (their question opens for its answer or its files); conditions
  // and copies are locked (the server refuses anything else). Each flagged question is framed and
  // says what to fix, with the answer it had in red (spec part 2 §1).
  const locks = useMemo((): FieldLocks => {
    const placeOf = (at: QuestionPlace & { section: Section }) => ({
      sectionOrder: at.sectionIndex,
      rowIndex: at.rowIndex,
      conditionIndex: conditionIndexOf(at.section, at.conditionOrder),
      order: at.questionIndex,
    });
    const yesNo = { yes: t('answering.widgets.yes'), no: t('answering.widgets.no') };
    const notes = new Map(
      flagged.map((entry) => {
        const asked = (kind: 'answers' | 'images' | 'documents') =>
          revisionEditable(request, kind, entry.place);
        const previous = shownAnswer(entry.question, entry.answer, yesNo);
        return [
          placeKey(entry.place),
          <RevisionNote
            key={placeKey(entry.place)}
            previous={asked('answers') ? previous || t('citizen-revision.revision.unanswered') : null}
            images={asked('images')}
            documents={asked('documents')}
          />,
        ];
      }),
    );
    return {
      question: (at: QuestionPlace & { section: Section; question: Question }) => {
        const place = placeOf(at);
        return !(['answers', 'images', 'documents'] as const).some((kind) =>
          revisionEditable(request, kind, place),
        );
      },
      condition: () => true,
      fixedRows: true,
      flag: (at) => notes.get(placeKey(placeOf(at))) ?? null,
    };
  }, [request, flagged, t]);
  const { problems, problemAt } = useAnswerProblems(template, draft.state.sections);
  const invalid = problems.length > 0;
  const busy = revise.isPending;

  const save = async () => {
    if (invalid || busy) return;
    if (draft.unchanged) {
      setNoChanges(true);
      return;
    }
    setFailure(null);
    try {
      await revise.mutateAsync({
        sections: mapFiles(draft.state.sections, (file) => ({
          ...file,
          url: addresses.get(file.id) ?? file.url,
        })),
      });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NO_CHANGES') setNoChanges(true);
      else setFailure(t(errorKey(error)));
    }
  };

  if (done)
    return (
      <StatusPage
        icon={<CheckCircleOutline />}
        title={t('citizen-revision.revision.doneTitle')}
        body={t('citizen-revision.revision.doneBody', { code: view.code })}
        action={{
          label: t('citizen-revision.revision.myAnswers'),
          to: `/ciudadano/formularios/respuestas/${token}`,
        }}
      />
    );

  return (
    <AnswerColumn
      bottomSpace={2}
      after={
        <>
          <FloatingSaveBar
            invalidText={invalid ? t('citizen-revision.revision.invalid') : null}
            label={t(busy ? 'citizen-revision.revision.saving' : 'citizen-revision.revision.save')}
            icon={<SendOutlined />}
            busy={busy}
            disabled={invalid || busy}
            onSave={() => void save()}
          />
          {noChanges && (
            <NoChangesDialog
              id="revision-no-changes"
              title={t('citizen-revision.revision.noChangesTitle')}
              body={t('citizen-revision.revision.noChangesBody')}
              closeLabel={t('citizen-revision.revision.close')}
              onClose={() => setNoChanges(false)}
            />
          )}
        </>
      }
    >
      <AnswerHeader
        form={{ template, municipality: view.municipality }}
        steps={null}
        actions={<AnswerCodeChip code={view.code} />}
      />
      <Alert severity="warning" icon={<FactCheckOutlined />} sx={{ borderRadius: 3 }}>
        <AlertTitle sx={{ fontWeight: 700 }}>{t('citizen-revision.revision.title')}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('citizen-revision.revision.intro')}
        </Typography>
        {request.comment && (
          <Paper variant="outlined" sx={{ p: 1.5, mb: 1, bgcolor: 'background.paper' }}>
            <Typography variant="caption" color="text.secondary">
              {t('citizen-revision.revision.comment')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {request.comment}
            </Typography>
          </Paper>
        )}
        <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('citizen-revision.revision.requested')}:
          </Typography>
          {flagged.map((entry) => (
            <Chip
              key={`${entry.place.sectionOrder}/${entry.place.rowIndex}/${entry.place.conditionIndex}/${entry.place.order}`}
              size="small"
              color="warning"
              variant="outlined"
              label={entry.question.title}
              sx={{ bgcolor: 'background.paper' }}
            />
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('citizen-revision.revision.requestedBy', { date: formatDateTime(request.sentAt) })}
        </Typography>
      </Alert>

      <SectionList
        formId={view.id}
        {...draft.list}
        problemAt={problemAt}
        videoAllowed={false}
        disabled={busy}
        locks={locks}
      />

      <RefusalAlert text={failure} onClose={() => setFailure(null)} />
    </AnswerColumn>
  );
}

/** What a flagged question asks for: the answer it had (in red) and the files to replace. */
function RevisionNote({
  previous,
  images,
  documents,
}: {
  previous: string | null;
  images: boolean;
  documents: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color="warning" label={t('citizen-revision.revision.requested')} />
      {previous !== null && (
        <Typography variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
          {t('citizen-revision.revision.previous', { value: previous })}
        </Typography>
      )}
      {images && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('citizen-revision.revision.images')}
        </Typography>
      )}
      {documents && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {t('citizen-revision.revision.documents')}
        </Typography>
      )}
    </Stack>
  );
}
