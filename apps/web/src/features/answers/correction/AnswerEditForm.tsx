import { signatureProblems, type AnswerDetail, type SignatureImage } from '@cabildo/domain';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Alert, Button, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ErrorKey } from '../../../api/client.ts';
import { useCompleteAnswer } from '../../../api/correction.ts';
import { AnswerColumn } from '../../answering/kit/AnswerColumn.tsx';
import { AnswerHeader } from '../../answering/kit/AnswerHeader.tsx';
import { FloatingSaveBar } from '../../answering/kit/FloatingSaveBar.tsx';
import { HeaderButton } from '../../answering/kit/HeaderButton.tsx';
import { RefusalAlert } from '../../answering/kit/RefusalAlert.tsx';
import { SectionList } from '../../answering/kit/SectionList.tsx';
import { SignaturesCard } from '../../answering/kit/SignaturesCard.tsx';
import { useAnswerDraft } from '../../answering/kit/useAnswerDraft.ts';
import { useAnswerProblems } from '../../answering/kit/useAnswerProblems.ts';
import { useAnswerToasts } from '../../answering/kit/useAnswerToasts.ts';
import { useLeaveGuard } from '../../../components/useLeaveGuard.ts';
import { AnswerCodeChip } from './AnswerCodeChip.tsx';
import { LeaveDialog } from './CorrectionDialogs.tsx';
import { EditStateCard } from './EditStateCard.tsx';
import { completionLocks, signatureLocked } from './locks.ts';
import { refusalText } from './refusal.ts';
import type { FormSettings } from './useFormSettings.ts';

type Reason = ErrorKey | 'correction.edit.changed';

/** Every signature block of the form, signed as stored or blank. */
function signatureBlocks(answer: AnswerDetail): SignatureImage[] {
  const { template, signatures } = answer.document;
  return template.signatures.map(
    (definition) =>
      signatures.find((signature) => signature.index === definition.index) ?? {
        index: definition.index,
        file: null,
        signatoryName: '',
      },
  );
}

/**
 * Edit answer (spec part 3 §2, §4 "Workflow state", §5): the stored answer with only its unanswered
 * questions editable, the signature blocks staff may sign (`signatureLocked`: never a citizen's)
 * and the workflow state to move along a transition. The floating save stays disabled while any answer is invalid.
 */
export function AnswerEditForm({ answer, settings }: { answer: AnswerDetail; settings: FormSettings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasts = useAnswerToasts();
  const { document } = answer;
  const { template } = document;
  const complete = useCompleteAnswer(answer.id);
  const listPath = `/respuestas/listado/${answer.formId}`;

  const draft = useAnswerDraft(template, () => ({
    sections: document.sections,
    citizen: document.citizen,
    location: document.location,
    asset: document.asset,
    signatures: signatureBlocks(answer),
    observations: document.observations,
    clientSubmissionId: answer.id,
  }));
  const { state } = draft;
  const [stateId, setStateId] = useState<number | null>(document.state?.current ?? null);
  const [reason, setReason] = useState<Reason | null>(null);
  const [saved, setSaved] = useState(false);

  const locks = useMemo(() => completionLocks(document.sections), [document.sections]);
  const signatureLock = useMemo(
    () => signatureLocked(document.signatures, answer.signatureEditable),
    [document.signatures, answer.signatureEditable],
  );
  const { problems, problemAt } = useAnswerProblems(template, state.sections);
  const signatureIssues = signatureProblems(state.signatures);
  const invalid = problems.length > 0 || signatureIssues.length > 0;
  const stateChanged = stateId !== (document.state?.current ?? null);
  const { blocker, release } = useLeaveGuard((!draft.unchanged || stateChanged) && !saved);
  const busy = complete.isPending || saved;

  const save = async () => {
    if (invalid || busy) return;
    setReason(null);
    try {
      await complete.mutateAsync({
        sections: state.sections,
        signatures: state.signatures.filter((signature) => signature.file !== null),
        stateId: stateChanged ? stateId : null,
      });
    } catch (error) {
      toasts.error('correction.edit.saveFailed');
      setReason(refusalText(error, 'correction.edit.changed'));
      return;
    }
    release();
    setSaved(true);
    toasts.success('correction.edit.saved');
    void navigate(listPath, { replace: true });
  };

  return (
    <AnswerColumn
      bottomSpace={2}
      after={
        <>
          <FloatingSaveBar
            testId="edit-save-bar"
            invalidText={invalid ? t('correction.edit.invalid') : null}
            describeInvalid
            leading={
              <Button
                color="inherit"
                onClick={() => void navigate(listPath)}
                sx={{ borderRadius: 99, px: 2 }}
              >
                {t('correction.edit.cancel')}
              </Button>
            }
            buttonColor={settings.buttonColor}
            label={t(busy ? 'correction.edit.saving' : 'correction.edit.save')}
            icon={<SaveOutlined />}
            busy={busy}
            disabled={invalid || busy}
            onSave={() => void save()}
          />
          {blocker.state === 'blocked' && (
            <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
          )}
        </>
      }
    >
      <AnswerHeader
        form={{ template, municipality: document.municipality }}
        steps={null}
        actions={
          <>
            <AnswerCodeChip code={answer.code} />
            <HeaderButton
              icon={<ArrowBackOutlined />}
              label={t('correction.edit.back')}
              onClick={() => void navigate(listPath)}
            />
          </>
        }
      />
      <Alert severity="info" icon={<InfoOutlined />}>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {t('correction.edit.heading')}
        </Typography>
        {t('correction.edit.warning')}
      </Alert>

      {document.state && (
        <EditStateCard state={document.state} value={stateId} onChange={setStateId} disabled={busy} />
      )}

      <SectionList
        formId={answer.formId}
        {...draft.list}
        problemAt={problemAt}
        videoAllowed={settings.videoAllowed}
        disabled={busy}
        locks={locks}
      />

      <SignaturesCard
        formId={answer.formId}
        definitions={template.signatures}
        values={state.signatures}
        onChange={(signature) => draft.dispatch({ type: 'signature', signature })}
        issues={signatureIssues}
        disabled={busy}
        locked={signatureLock}
      />

      <RefusalAlert text={reason && t(reason)} onClose={() => setReason(null)} />
    </AnswerColumn>
  );
}
