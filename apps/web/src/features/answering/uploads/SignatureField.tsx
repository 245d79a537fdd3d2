import {
  acceptAttribute,
  ANSWER_ERRORS,
  SIGNATORY_NAME_MAX,
  type SignatureDefinition,
  type SignatureImage,
  type UploadErrorKey,
} from '@cabildo/domain';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import type SignaturePad from 'signature_pad';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { deletePendingFile, uploadAnswerFile } from '../../../api/uploads.ts';
import { precheckFile, refusalKey } from './precheck.ts';
import { padToPng, SIGNATURE_CANVAS_HEIGHT, startSignaturePad } from './signaturePad.ts';
import { UploadFailedDialog } from '../lib/dialogs.ts';
import { visuallyHidden } from '../../../components/visuallyHidden.ts';

type Mode = 'draw' | 'upload';

/**
 * Out of sight until it holds the keyboard focus (the skip-link pattern). Pixel sizes: in `sx` a
 * width of 1 means 100 %, which made the hidden button a page-wide box past the phone's edge.
 */
const KEYBOARD_ONLY = { '&:not(:focus-within)': visuallyHidden } as const;
type Message =
  | UploadErrorKey
  | typeof ANSWER_ERRORS.signatureMissing
  | 'uploads.errors.signatureFailed'
  | 'uploads.errors.failed';

/**
 * One signature block (spec part 2 §2, §5): the signatory's name, then a drawing on a canvas or an
 * uploaded PNG (or either, for type 'both'), uploaded as a 'signature' file on confirm; once saved,
 * a preview with change and remove. A drawing cannot be made with the keyboard, so type 'draw' keeps
 * a PNG upload for keyboard users only: the button shows when reached with the keyboard (like a
 * skip link), never to those drawing with a mouse, finger or pen (docs/decisions.md). `disabled`
 * greys the block (a citizen's signature for staff).
 */
export function SignatureField({
  formId,
  definition,
  value,
  onChange,
  disabled = false,
}: {
  formId: string;
  definition: SignatureDefinition;
  value: SignatureImage;
  onChange: (value: SignatureImage) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const [editing, setEditing] = useState(value.file === null);
  const [mode, setMode] = useState<Mode>(definition.type === 'upload' ? 'upload' : 'draw');
  const [chosen, setChosen] = useState<File | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);
  const [failure, setFailure] = useState<Message | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The name may change while the image uploads: the result goes onto the newest value.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const drawing = editing && mode === 'draw';
  useEffect(() => {
    if (!drawing || !canvas.current) return;
    const started = startSignaturePad(canvas.current);
    pad.current = started.pad;
    return () => {
      started.stop();
      pad.current = null;
    };
  }, [drawing]);
  useEffect(() => {
    if (disabled) pad.current?.off();
    else pad.current?.on();
  }, [disabled, drawing]);

  const busy = progress !== null;
  const blankName = value.signatoryName.trim() === '';

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = await precheckFile(file, 'signature');
    setProblem(refused);
    setChosen(refused ? null : file);
  };

  const confirm = async () => {
    setNameMissing(blankName);
    setProblem(null);
    const image: Blob | null =
      mode === 'draw' ? (pad.current && !pad.current.isEmpty() ? padToPng(pad.current) : null) : chosen;
    if (!image) setProblem(ANSWER_ERRORS.signatureMissing);
    if (!image || blankName) return;
    const refused = await precheckFile(image, 'signature');
    if (refused) {
      setProblem(refused);
      return;
    }
    setProgress(0);
    try {
      const name = chosen && mode === 'upload' ? chosen.name : 'firma.png';
      const file = await uploadAnswerFile({ formId, purpose: 'signature', file: image, name }, setProgress);
      const replaced = latest.current.file;
      onChange({ ...latest.current, file });
      enqueueSnackbar(t('uploads.imageSaved'), { variant: 'success', autoHideDuration: TOAST_MS.standard });
      // The replaced image was never sent with an answer: it can go (if it was, the server keeps it).
      if (replaced) void deletePendingFile(replaced.id).catch(() => undefined);
      setChosen(null);
      setEditing(false);
    } catch (error) {
      const refusal = refusalKey(error, 'signature');
      if (refusal) setProblem(refusal);
      else setFailure('uploads.errors.signatureFailed');
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    const file = value.file;
    if (!file) return;
    try {
      await deletePendingFile(file.id);
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 403 || error.status === 404))) {
        setFailure('uploads.errors.failed');
        return;
      }
    }
    onChange({ ...latest.current, file: null });
    setEditing(true);
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setProblem(null);
  };
  const modeButtons = definition.type === 'both' && (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={mode}
      disabled={disabled || busy}
      aria-label={t('uploads.signature.modes')}
      onChange={(_event, next: Mode | null) => next && switchTo(next)}
    >
      <ToggleButton value="draw">
        <DrawOutlined fontSize="small" sx={{ mr: 0.5 }} />
        {t('uploads.signature.draw')}
      </ToggleButton>
      <ToggleButton value="upload">
        <UploadOutlined fontSize="small" sx={{ mr: 0.5 }} />
        {t('uploads.signature.upload')}
      </ToggleButton>
    </ToggleButtonGroup>
  );

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      aria-disabled={disabled || undefined}
      data-field={`signature-${definition.index}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        opacity: disabled ? 0.6 : 1,
        minWidth: 0,
        // The hidden keyboard button is placed within the block, not against a far ancestor.
        position: 'relative',
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
        {definition.title}
      </Typography>
      {disabled && definition.signatory === 'citizen' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('uploads.signature.signedByCitizen')}
        </Typography>
      )}
      <TextField
        label={t('uploads.signature.signatoryName')}
        required
        fullWidth
        size="small"
        value={value.signatoryName}
        disabled={disabled}
        error={(nameMissing || value.file !== null) && blankName}
        helperText={
          (nameMissing || value.file !== null) && blankName ? t(ANSWER_ERRORS.signatoryRequired) : ' '
        }
        onChange={(event) => {
          const signatoryName = event.target.value.slice(0, SIGNATORY_NAME_MAX);
          onChange({ ...latest.current, signatoryName });
          if (signatoryName.trim()) setNameMissing(false);
        }}
        slotProps={{ htmlInput: { maxLength: SIGNATORY_NAME_MAX } }}
      />

      {!editing && value.file ? (
        <Box>
          <Box
            component="img"
            src={value.file.url}
            alt={
              value.signatoryName.trim()
                ? t('uploads.signature.preview', { name: value.signatoryName.trim() })
                : t('uploads.signature.previewUnnamed')
            }
            sx={{
              display: 'block',
              width: '100%',
              height: SIGNATURE_CANVAS_HEIGHT,
              objectFit: 'contain',
              bgcolor: 'common.white',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={<EditOutlined />}
              disabled={disabled}
              onClick={() => setEditing(true)}
            >
              {t('uploads.signature.change')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              disabled={disabled}
              onClick={() => void remove()}
            >
              {t('uploads.signature.remove')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Stack spacing={1}>
          {modeButtons}
          {mode === 'draw' ? (
            <Box
              component="canvas"
              ref={canvas}
              role="img"
              aria-label={t('uploads.signature.pad')}
              sx={{
                display: 'block',
                width: '100%',
                height: SIGNATURE_CANVAS_HEIGHT,
                bgcolor: 'common.white',
                border: 1,
                borderStyle: 'dashed',
                borderColor: 'text.secondary',
                borderRadius: 1,
                touchAction: 'none',
                cursor: disabled ? 'not-allowed' : 'crosshair',
              }}
            />
          ) : (
            <Box>
              <input
                ref={input}
                hidden
                type="file"
                accept={acceptAttribute('signature')}
                aria-label={t('uploads.signature.choose')}
                disabled={disabled || busy}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
              <Button
                variant="outlined"
                size="small"
                startIcon={<UploadOutlined />}
                disabled={disabled || busy}
                onClick={() => input.current?.click()}
              >
                {t('uploads.signature.choose')}
              </Button>
              {chosen && (
                <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {t('uploads.signature.chosen', { name: chosen.name })}
                </Typography>
              )}
            </Box>
          )}
          {progress !== null && (
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={t('uploads.uploading', { name: definition.title })}
            />
          )}
          {problem && (
            <Alert severity="error" role="alert">
              {t(problem)}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {mode === 'draw' && (
              <Button size="small" disabled={disabled || busy} onClick={() => pad.current?.clear()}>
                {t('uploads.signature.clear')}
              </Button>
            )}
            {value.file && (
              <Button size="small" disabled={busy} onClick={() => setEditing(false)}>
                {t('uploads.signature.cancel')}
              </Button>
            )}
            <Button
              size="small"
              variant="contained"
              startIcon={<CheckOutlined />}
              disabled={disabled || busy}
              onClick={() => void confirm()}
            >
              {t('uploads.signature.confirm')}
            </Button>
          </Stack>
          {definition.type === 'draw' && (
            <Box
              sx={mode === 'draw' ? KEYBOARD_ONLY : undefined}
              data-keyboard-only={mode === 'draw' || undefined}
            >
              <Button
                size="small"
                startIcon={mode === 'draw' ? <UploadOutlined /> : <DrawOutlined />}
                disabled={disabled || busy}
                onClick={() => switchTo(mode === 'draw' ? 'upload' : 'draw')}
              >
                {t(mode === 'draw' ? 'uploads.signature.keyboardUpload' : 'uploads.signature.drawInstead')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
      {failure && (
        <Suspense fallback={null}>
          <UploadFailedDialog message={t(failure)} onClose={() => setFailure(null)} />
        </Suspense>
      )}
    </Box>
  );
}
