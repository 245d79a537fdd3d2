import type { AnswerListQuery, ApiErrorBody } from '@cabildo/domain';
import { intlLocale } from '@cabildo/domain/languages';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answersExportUrl } from '../../../api/answers.ts';
import { fileNameOf, saveBlob } from '../../../components/saveBlob.ts';

/** The response header with the number of answers in the file (sent before the first byte). */
const COUNT_HEADER = 'x-answer-count';

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number | null; bytes: number }
  | { kind: 'done'; rows: number }
  | {
      kind: 'failed';
      text:
        | 'answers-export.failed'
        | 'answers-export.forbidden'
        | 'errors.EXPORT_TOO_LARGE'
        | 'errors.EXPORT_BUSY';
    };

/** The list filters as the export's query string (paging fields left out), with the language of the headers. */
export function exportQuery(filter: AnswerListQuery, language: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['code', 'author', 'citizenDni', 'date', 'from', 'to'] as const) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  if (filter.state !== undefined && filter.state !== null && filter.state !== '')
    params.set('state', String(filter.state as number | string));
  if (filter.byLastUpdate === true || filter.byLastUpdate === 'true') params.set('byLastUpdate', 'true');
  // Forms with a payment: the list's payment-status filter applies to the export too.
  if (filter.paymentStatus) params.set('paymentStatus', filter.paymentStatus);
  params.set('language', language);
  return params;
}

const formatSize = (bytes: number, language: string) => {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  return format(bytes / 1024, 'KB');
};

/**
 * The Excel export of the answers list (spec part 3 §2): downloads what the server streams with a
 * reader, showing the bytes received (and the number of answers the server announced) while the
 * page stays usable, then saves the file. The server applies the filters and the role's visibility.
 */
export function ExportButton({ formId, filter }: { formId: string; filter: AnswerListQuery }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'running', rows: null, bytes: 0 });
    try {
      const response = await fetch(answersExportUrl(formId, exportQuery(filter, i18n.language)), {
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
        const code = body?.error.code;
        const text =
          code === 'EXPORT_TOO_LARGE' || code === 'EXPORT_BUSY'
            ? (`errors.${code}` as const)
            : code === 'FORBIDDEN'
              ? 'answers-export.forbidden'
              : 'answers-export.failed';
        setStatus({ kind: 'failed', text });
        return;
      }
      const announced = Number(response.headers.get(COUNT_HEADER));
      const rows = Number.isFinite(announced) && response.headers.has(COUNT_HEADER) ? announced : null;
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (controller.signal.aborted) return;
        chunks.push(value);
        bytes += value.byteLength;
        setStatus({ kind: 'running', rows, bytes });
      }
      saveBlob(
        new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined }),
        fileNameOf(response.headers.get('content-disposition'), `respuestas_${Date.now()}.xlsx`),
      );
      setStatus({ kind: 'done', rows: rows ?? 0 });
    } catch {
      // Cancelled by the person (or the page was left), or the connection was cut mid-file.
      setStatus(
        controller.signal.aborted ? { kind: 'idle' } : { kind: 'failed', text: 'answers-export.failed' },
      );
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const running = status.kind === 'running';
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void run()}
          disabled={running}
        >
          {t('answers-export.button')}
        </Button>
        {running && (
          <Button onClick={() => abort.current?.abort()} color="inherit">
            {t('answers-export.cancel')}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('answers-export.warning')}
      </Typography>
      {running && (
        <Box role="status" aria-live="polite">
          <LinearProgress aria-label={t('answers-export.preparing')} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {status.bytes === 0
              ? t('answers-export.preparing')
              : status.rows === null
                ? t('answers-export.progressUnknown', { size: formatSize(status.bytes, i18n.language) })
                : t('answers-export.progress', {
                    count: status.rows,
                    rows: new Intl.NumberFormat(intlLocale(i18n.language)).format(status.rows),
                    size: formatSize(status.bytes, i18n.language),
                  })}
          </Typography>
        </Box>
      )}
      {status.kind === 'done' && (
        <Alert severity="success" onClose={() => setStatus({ kind: 'idle' })}>
          {t('answers-export.done', {
            count: status.rows,
            rows: new Intl.NumberFormat(intlLocale(i18n.language)).format(status.rows),
          })}
        </Alert>
      )}
      {status.kind === 'failed' && (
        <Alert severity="error" onClose={() => setStatus({ kind: 'idle' })}>
          {t(status.text)}
        </Alert>
      )}
    </Stack>
  );
}
