import { answerProblems, signatureProblems, type AnswerDetail, type SignatureImage } from '@cabildo/domain';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import { useId, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ErrorKey } from '../../../api/client.ts';
import { useCompleteAnswer } from '../../../api/correction.ts';
import { visuallyHidden } from '../../../components/visuallyHidden.ts';
import { StateSelectField } from '../../answer-view/StateChangeSelect.tsx';
import { AnswerHeader } from '../../answering/kit/AnswerHeader.tsx';
import { reduceAnswer, type AnswerAction, type AnswerDraft } from '../../answering/lib/answerState.ts';
import { buttonColours } from '../../answering/lib/buttonColours.ts';
import { problemLookup } from '../../answering/lib/problems.ts';
import { allExpanded, SectionList, type ExpandedSections } from '../../answering/kit/SectionList.tsx';
import { SignaturesCard } from '../../answering/kit/SignaturesCard.tsx';
import { AnswerCodeChip } from './AnswerCodeChip.tsx';
import { LeaveDialog } from './CorrectionDialogs.tsx';
import { completionLocks, signatureLocked } from './locks.ts';
import { refusalText } from './refusal.ts';
import type { FormSettings } from './useFormSettings.ts';
import { useLeaveGuard } from '../../../components/useLeaveGuard.ts';

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
  const theme = useTheme();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const invalidId = useId();
  const { document } = answer;
  const { template } = document;
  const complete = useCompleteAnswer(answer.id);
  const listPath = `/respuestas/listado/${answer.formId}`;

  const [initial] = useState((): AnswerDraft => ({
    sections: document.sections,
    citizen: document.citizen,
    location: document.location,
    asset: document.asset,
    signatures: signatureBlocks(answer),
    observations: document.observations,
    clientSubmissionId: answer.id,
  }));
  const [state, dispatch] = useReducer(
    (current: AnswerDraft, action: AnswerAction) => reduceAnswer(template, current, action),
    initial,
  );
  const [stateId, setStateId] = useState<number | null>(document.state?.current ?? null);
  const [expanded, setExpanded] = useState<ExpandedSections>(() => allExpanded(template));
  const [reason, setReason] = useState<Reason | null>(null);
  const [saved, setSaved] = useState(false);

  const locks = useMemo(() => completionLocks(document.sections), [document.sections]);
  const signatureLock = useMemo(
    () => signatureLocked(document.signatures, answer.signatureEditable),
    [document.signatures, answer.signatureEditable],
  );
  const problems = useMemo(() => answerProblems(template, state.sections), [template, state.sections]);
  const problemAt = useMemo(() => problemLookup(problems), [problems]);
  const signatureIssues = signatureProblems(state.signatures);
  const invalid = problems.length > 0 || signatureIssues.length > 0;
  const stateChanged = stateId !== (document.state?.current ?? null);
  const dirty = state !== initial || stateChanged;
  const { blocker, release } = useLeaveGuard(dirty && !saved);
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
      enqueueSnackbar(t('correction.edit.saveFailed'), {
        variant: 'error',
        autoHideDuration: TOAST_MS.error,
      });
      setReason(refusalText(error, 'correction.edit.changed'));
      return;
    }
    release();
    setSaved(true);
    enqueueSnackbar(t('correction.edit.saved'), { variant: 'success', autoHideDuration: TOAST_MS.standard });
    void navigate(listPath, { replace: true });
  };

  const { contained } = buttonColours(theme, settings.buttonColor);
  const saveDisabled = invalid || busy;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', pb: 2 }}>
      <Stack spacing={2.5}>
        <AnswerHeader
          form={{ template, municipality: document.municipality }}
          steps={null}
          actions={
            <>
              <AnswerCodeChip code={answer.code} />
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<ArrowBackOutlined />}
                onClick={() => void navigate(listPath)}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
              >
                {t('correction.edit.back')}
              </Button>
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
          <Card variant="outlined" sx={{ borderRadius: 3.5 }}>
            <CardContent
              sx={{
                p: { xs: 2, sm: 3 },
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'stretch', sm: 'center' },
                gap: 2,
              }}
            >
              <Box sx={{ flex: 1 }}>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                  {t('correction.edit.state')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('correction.edit.stateHelp')}
                </Typography>
              </Box>
              <StateSelectField
                state={document.state}
                value={stateId}
                onChange={setStateId}
                disabled={busy}
                label={t('correction.edit.state')}
              />
            </CardContent>
          </Card>
        )}

        <SectionList
          formId={answer.formId}
          template={template}
          sections={state.sections}
          expanded={expanded}
          setExpanded={setExpanded}
          dispatch={dispatch}
          problemAt={problemAt}
          videoAllowed={settings.videoAllowed}
          disabled={busy}
          locks={locks}
        />

        <SignaturesCard
          formId={answer.formId}
          definitions={template.signatures}
          values={state.signatures}
          onChange={(signature) => dispatch({ type: 'signature', signature })}
          issues={signatureIssues}
          disabled={busy}
          locked={signatureLock}
        />

        {reason && (
          <Alert severity="error" onClose={() => setReason(null)}>
            {t(reason)}
          </Alert>
        )}
      </Stack>

      {/*
        The save bar sticks to the bottom of the column, as wide as the answer: it covers whole
        lines at the edge while scrolling, never the right end of the fields beside it.
      */}
      <Paper
        elevation={6}
        data-testid="edit-save-bar"
        sx={{
          position: 'sticky',
          zIndex: 5,
          bottom: { xs: 8, sm: 16 },
          mt: 2.5,
          p: 1,
          borderRadius: 99,
          display: 'flex',
          gap: 1,
          justifyContent: 'flex-end',
        }}
      >
        <Button color="inherit" onClick={() => void navigate(listPath)} sx={{ borderRadius: 99, px: 2 }}>
          {t('correction.edit.cancel')}
        </Button>
        <Tooltip title={invalid ? t('correction.edit.invalid') : ''} placement="top">
          {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
          <Box component="span" sx={{ display: 'inline-flex', flex: { xs: 1, sm: 'none' } }}>
            <Button
              variant="contained"
              size="large"
              disabled={saveDisabled}
              aria-describedby={invalid ? invalidId : undefined}
              startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveOutlined />}
              onClick={() => void save()}
              sx={{ ...contained, borderRadius: 99, px: 3, flex: 1 }}
            >
              {t(busy ? 'correction.edit.saving' : 'correction.edit.save')}
            </Button>
          </Box>
        </Tooltip>
        {invalid && (
          // Read by screen readers, not shown (the tooltip shows it).
          <Box id={invalidId} sx={visuallyHidden}>
            {t('correction.edit.invalid')}
          </Box>
        )}
      </Paper>

      {blocker.state === 'blocked' && (
        <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
      )}
    </Box>
  );
}
