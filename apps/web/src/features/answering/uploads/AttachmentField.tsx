import {
  acceptAttribute,
  ATTACHMENTS_PER_QUESTION_MAX,
  type FileRef,
  type UploadErrorKey,
} from '@cabildo/domain';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { Alert, Box, Button, Chip, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import { Suspense, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { deletePendingFile, uploadAnswerFile } from '../../../api/uploads.ts';
import { precheckFile, refusalKey } from './precheck.ts';
import { PhotoMaxSideContext, scalePhoto } from './scalePhoto.ts';
import { UploadFailedDialog } from '../lib/dialogs.ts';

export type AttachmentKind = 'image' | 'document' | 'video' | 'kml' | 'email-attachment';

const SUCCESS_TOAST = { variant: 'success', autoHideDuration: TOAST_MS.standard } as const;

/** A phone or tablet: where a camera button that opens the camera directly helps. */
const touchDevice = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;

/**
 * The attachments of one question (or of an e-mail copy): pick files, each checked here by size and
 * first bytes and by the server by content, uploaded with a progress bar; images as thumbnails,
 * other files as chips. An error never drops the files already there.
 */
export function AttachmentField({
  formId,
  kind,
  value,
  onChange,
  label,
  disabled = false,
}: {
  formId: string;
  kind: AttachmentKind;
  value: FileRef[];
  onChange: (files: FileRef[]) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const photoMaxSide = useContext(PhotoMaxSideContext);
  const hintId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [refusal, setRefusal] = useState<UploadErrorKey | 'tooMany' | null>(null);
  const [failed, setFailed] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  // Several files are uploaded one after the other: each adds to the newest list, not a stale one.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (files: FileRef[]) => {
    latest.current = files;
    onChange(files);
  };
  const isImage = kind === 'image';

  const uploadOne = async (picked: File): Promise<boolean> => {
    // Photos are scaled down here first, so a phone's 12-megapixel photo fits the size limit.
    const file = isImage ? await scalePhoto(picked, photoMaxSide) : picked;
    const problem = await precheckFile(file, kind);
    if (problem) {
      setRefusal(problem);
      return false;
    }
    setProgress({ name: file.name, percent: 0 });
    try {
      const ref = await uploadAnswerFile({ formId, purpose: kind, file, name: file.name }, (percent) =>
        setProgress({ name: file.name, percent }),
      );
      change([...latest.current, ref]);
      enqueueSnackbar(t(isImage ? 'uploads.imageUploaded' : 'uploads.documentSaved'), SUCCESS_TOAST);
      return true;
    } catch (error) {
      const key = refusalKey(error, kind);
      if (key) setRefusal(key);
      else setFailed(true);
      return false;
    } finally {
      setProgress(null);
    }
  };

  const choose = async (chosen: FileList | null) => {
    const picked = [...(chosen ?? [])];
    if (input.current) input.current.value = '';
    if (camera.current) camera.current.value = '';
    if (picked.length === 0) return;
    setRefusal(null);
    if (latest.current.length + picked.length > ATTACHMENTS_PER_QUESTION_MAX) {
      setRefusal('tooMany');
      return;
    }
    for (const file of picked) if (!(await uploadOne(file))) break;
  };

  const remove = async (file: FileRef) => {
    setRemoving(file.id);
    try {
      await deletePendingFile(file.id);
    } catch (error) {
      // A file already sent with the answer stays stored (the answer's history may show it):
      // leaving it out of the edited answer is all there is to do here.
      const settled = error instanceof ApiError && (error.status === 403 || error.status === 404);
      if (!settled) {
        setFailed(true);
        setRemoving(null);
        return;
      }
    }
    setRemoving(null);
    change(latest.current.filter((kept) => kept.id !== file.id));
    enqueueSnackbar(t(isImage ? 'uploads.imageDeleted' : 'uploads.documentDeleted'), SUCCESS_TOAST);
  };

  const busy = progress !== null || removing !== null;
  return (
    <Box data-field={`attachments-${kind}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadOutlined />}
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {label || t(`uploads.choose.${kind}`)}
        </Button>
        {isImage && touchDevice() && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PhotoCameraOutlined />}
            disabled={disabled || busy}
            onClick={() => camera.current?.click()}
            aria-describedby={hintId}
          >
            {t('uploads.takePhoto')}
          </Button>
        )}
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t(`uploads.hints.${kind}`)}
        </Typography>
      </Stack>
      <input
        ref={input}
        hidden
        type="file"
        multiple
        accept={acceptAttribute(kind)}
        aria-label={label || t(`uploads.choose.${kind}`)}
        disabled={disabled || busy}
        onChange={(event) => void choose(event.target.files)}
      />
      {isImage && (
        // The same photos, straight from the camera: `capture` opens it on phones (and is ignored elsewhere).
        <input
          ref={camera}
          hidden
          type="file"
          accept={acceptAttribute(kind)}
          capture="environment"
          aria-label={t('uploads.takePhoto')}
          disabled={disabled || busy}
          onChange={(event) => void choose(event.target.files)}
        />
      )}
      {progress && (
        <LinearProgress
          variant="determinate"
          value={progress.percent}
          aria-label={t('uploads.uploading', { name: progress.name })}
          sx={{ mt: 1 }}
        />
      )}
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setRefusal(null)}>
          {refusal === 'tooMany'
            ? t('uploads.errors.tooMany', { count: ATTACHMENTS_PER_QUESTION_MAX })
            : t(refusal)}
        </Alert>
      )}
      {value.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {value.map((file) =>
            isImage ? (
              <Box
                component="li"
                key={file.id}
                sx={{
                  position: 'relative',
                  width: { xs: 96, sm: 120 },
                  height: { xs: 96, sm: 120 },
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  component="a"
                  href={file.url}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('uploads.open', { name: file.name })}
                >
                  <Box
                    component="img"
                    src={file.url}
                    alt={file.name}
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </Box>
                {!disabled && (
                  <IconButton
                    size="small"
                    aria-label={t('uploads.remove', { name: file.name })}
                    disabled={busy}
                    onClick={() => void remove(file)}
                    sx={{
                      position: 'absolute',
                      top: 4,
                      right: 4,
                      bgcolor: 'background.paper',
                      '&:hover': { bgcolor: 'background.paper' },
                    }}
                  >
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                )}
              </Box>
            ) : (
              <Box
                component="li"
                key={file.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}
              >
                <Chip
                  icon={<AttachFileOutlined />}
                  label={file.name}
                  component="a"
                  href={file.url}
                  clickable
                  aria-label={t('uploads.open', { name: file.name })}
                  sx={{ maxWidth: '100%' }}
                />
                {!disabled && (
                  <IconButton
                    size="small"
                    aria-label={t('uploads.remove', { name: file.name })}
                    disabled={busy}
                    onClick={() => void remove(file)}
                  >
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                )}
              </Box>
            ),
          )}
        </Box>
      )}
      {failed && (
        <Suspense fallback={null}>
          <UploadFailedDialog message={t('uploads.errors.failed')} onClose={() => setFailed(false)} />
        </Suspense>
      )}
    </Box>
  );
}
