import {
  HEADER_IMAGE_MAX_BYTES,
  headerImageProblem,
  nameMatchesType,
  sniffImageType,
  type ApiErrorBody,
  type UploadedFile,
} from '@cabildo/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csrfHeader } from '../../api/client.ts';
import { headerImageUploadUrl } from '../../api/forms.ts';

/** Sends a file with upload progress (fetch cannot report it), with the session's CSRF header. */
function uploadWithProgress(file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', headerImageUploadUrl);
    for (const [name, value] of Object.entries(csrfHeader())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      const body = JSON.parse(request.responseText || '{}') as UploadedFile | ApiErrorBody;
      if (request.status === 200) resolve(body as UploadedFile);
      else reject(new Error((body as ApiErrorBody).error?.code ?? 'INTERNAL'));
    };
    request.onerror = () => reject(new Error('NETWORK'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** Header image: checked here by its content and size, then again by the server. */
export function HeaderImageUpload({
  url,
  onChange,
  readOnly,
}: {
  url: string | null;
  onChange: (url: string | null) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const problem = headerImageProblem(head, file.size);
    if (problem) {
      setError(t(problem as 'files.errors.tooBig'));
      return;
    }
    // A name that says another type than the content is refused, as the server does.
    if (!nameMatchesType(file.name, sniffImageType(head) === 'image/png' ? 'png' : 'jpeg')) {
      setError(t('files.errors.badFormat'));
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadWithProgress(file, setProgress);
      onChange(uploaded.url);
    } catch (cause) {
      const code = (cause as Error).message;
      setError(
        code === 'FILE_TOO_LARGE' || code === 'FILE_TYPE_INVALID'
          ? t(`errors.${code}`)
          : t('files.errors.imageUploadFailed'),
      );
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box data-field="headerImageUrl">
      <Typography variant="subtitle2">{t('editor.headerImage.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('editor.headerImage.help')}
      </Typography>
      {url && (
        <Box
          component="img"
          src={url}
          alt={t('editor.headerImage.preview')}
          sx={{ width: '100%', maxHeight: 150, objectFit: 'cover', borderRadius: 2, mb: 1 }}
        />
      )}
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('editor.headerImage.uploading')}
          sx={{ mb: 1 }}
        />
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <input
        ref={input}
        hidden
        type="file"
        accept="image/png,image/jpeg"
        aria-label={t('editor.headerImage.choose')}
        data-max-bytes={HEADER_IMAGE_MAX_BYTES}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<UploadOutlined />}
          disabled={readOnly || progress !== null}
          onClick={() => input.current?.click()}
        >
          {url ? t('editor.headerImage.replace') : t('editor.headerImage.choose')}
        </Button>
        {url && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={readOnly}
            onClick={() => onChange(null)}
          >
            {t('editor.headerImage.remove')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
