import type { UserImportPreview, UserImportSummary } from '@cabildo/domain';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocationTree } from '../../api/admin.ts';
import { ApiError, errorKey } from '../../api/client.ts';
import { previewUserImport, runUserImport, userImportTemplate } from '../../api/userImport.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { saveBlob } from '../../components/saveBlob.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { useAbility } from '../../session/session.tsx';
import { municipalityOptions } from '../geography/municipalityOptions.ts';

await loadCatalogueParts('admin', 'uploads');

type Detail = { key?: string; message?: string; label?: string };

/** The text of a refusal: an upload text when the server names one, the missing columns, else the code's. */
function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      const details = Array.isArray(error.details) ? (error.details as Detail[]) : [];
      const uploadKey = details.find((detail) => detail.key?.startsWith('uploads.errors.'))?.key;
      if (uploadKey) return t(uploadKey as 'uploads.errors.badFormat');
      if (error.code === 'IMPORT_COLUMNS_MISSING')
        return `${t(errorKey(error))} ${t('admin.usersImport.missingColumns', {
          columns: details.map((detail) => detail.label).join(', '),
        })}`;
    }
    return t(errorKey(error));
  };
}

/** /usuarios/importar (manage usuario_municipio): users in bulk from a CSV or Excel file. */
export function ImportUsersPage() {
  const { t } = useTranslation();
  const acrossMunicipalities = useAbility().can('manage', 'usuario');
  const tree = useLocationTree();
  const municipalities = acrossMunicipalities ? municipalityOptions(tree.data) : [];
  const [municipalityId, setMunicipalityId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<UserImportPreview | null>(null);
  const [summary, setSummary] = useState<UserImportSummary | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorText = useErrorText();
  const inputId = useId();
  const hintId = useId();
  const target = acrossMunicipalities ? municipalityId || undefined : undefined;
  const ready = !acrossMunicipalities || municipalityId !== '';

  const check = async (chosen: File | null, municipality: string | undefined) => {
    setPreview(null);
    setSummary(null);
    setError(null);
    if (!chosen || (acrossMunicipalities && !municipality)) return;
    setBusy('preview');
    try {
      setPreview(await previewUserImport(chosen, municipality));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };

  const run = async () => {
    if (!file) return;
    setBusy('import');
    setError(null);
    try {
      setSummary(await runUserImport(file, target));
      setPreview(null);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };

  const download = async (format: 'csv' | 'xlsx') => {
    try {
      const template = await userImportTemplate(format, target);
      saveBlob(template.blob, template.fileName);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <>
      <Button component={RouterLink} to="/usuarios" startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
        {t('admin.usersImport.back')}
      </Button>
      <PageHeader title={t('admin.usersImport.title')} subtitle={t('admin.usersImport.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack spacing={2.5}>
          <Typography>{t('admin.usersImport.columnsHelp')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => void download('csv')}>
              {t('admin.usersImport.templateCsv')}
            </Button>
            <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => void download('xlsx')}>
              {t('admin.usersImport.templateXlsx')}
            </Button>
          </Stack>
          {acrossMunicipalities && (
            <TextField
              select
              label={t('admin.usersImport.municipality')}
              value={municipalityId}
              onChange={(event) => {
                setMunicipalityId(event.target.value);
                void check(file, event.target.value || undefined);
              }}
              sx={{ maxWidth: 420 }}
            >
              {municipalities.map((municipality) => (
                <MenuItem key={municipality.id} value={municipality.id}>
                  {municipality.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Box>
            <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600, display: 'block', mb: 1 }}>
              <UploadFileOutlined sx={{ verticalAlign: 'middle', mr: 1 }} aria-hidden />
              {t('admin.usersImport.file')}
            </Typography>
            <input
              id={inputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={hintId}
              onChange={(event) => {
                // The chosen file stays chosen whatever the server says of it.
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                void check(chosen, target);
              }}
            />
            <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('admin.usersImport.fileHint')}
              {acrossMunicipalities && !ready ? ` ${t('admin.usersImport.chooseMunicipality')}` : ''}
            </Typography>
          </Box>
        </Stack>
      </Paper>

      <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
        {busy === 'preview' && <Typography>{t('admin.usersImport.checking')}</Typography>}
        {busy === 'import' && <Typography>{t('admin.usersImport.importing')}</Typography>}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}

      {preview && (
        <Box component="section" aria-labelledby={`${inputId}-preview`} sx={{ mb: 3 }}>
          <Typography id={`${inputId}-preview`} variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('admin.usersImport.previewTitle', { municipality: preview.municipality.name })}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {t('admin.usersImport.counts', { count: preview.rows, valid: preview.valid })}
          </Typography>
          {preview.ignoredColumns.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('admin.usersImport.ignored', { columns: preview.ignoredColumns.join(', ') })}
            </Alert>
          )}
          {preview.problems.length > 0 ? (
            <ProblemTable
              caption={t('admin.usersImport.problemsTitle')}
              rows={preview.problems.map((problem) => ({
                row: problem.row,
                column: problem.columnLabel,
                message: problem.message,
              }))}
            />
          ) : (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('admin.usersImport.noProblems')}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={preview.valid === 0 || busy !== null}
            onClick={() => void run()}
            sx={{ mt: 2 }}
          >
            {t('admin.usersImport.import', { count: preview.valid })}
          </Button>
        </Box>
      )}

      {summary && (
        <Box component="section" aria-labelledby={`${inputId}-summary`}>
          <Typography id={`${inputId}-summary`} variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('admin.usersImport.summaryTitle')}
          </Typography>
          <Alert severity={summary.created > 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
            {t('admin.usersImport.summary', {
              created: summary.created,
              skipped: summary.skipped,
              failed: summary.failed,
            })}
          </Alert>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={() =>
              saveBlob(new Blob([summary.csv], { type: 'text/csv;charset=utf-8' }), summary.csvFileName)
            }
            sx={{ mb: 2 }}
          >
            {t('admin.usersImport.downloadSummary')}
          </Button>
          {summary.rows.some((row) => row.outcome !== 'created') && (
            <ProblemTable
              caption={t('admin.usersImport.notCreated')}
              rows={summary.rows
                .filter((row) => row.outcome !== 'created')
                .map((row) => ({
                  row: row.row,
                  column: t(`admin.usersImport.outcomes.${row.outcome as 'skipped' | 'failed'}`),
                  message: `${row.email} — ${row.reason ?? ''}`,
                }))}
              columnHeader={t('admin.usersImport.columns.outcome')}
            />
          )}
        </Box>
      )}
    </>
  );
}

function ProblemTable({
  caption,
  rows,
  columnHeader,
}: {
  caption: string;
  rows: { row: number; column: string; message: string }[];
  columnHeader?: string;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      // Keyboard-reachable when it scrolls (a long list, a phone).
      tabIndex={0}
      aria-label={caption}
      sx={{ maxHeight: 480 }}
    >
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px', fontWeight: 600 }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('admin.usersImport.columns.row')}</TableCell>
            <TableCell scope="col">{columnHeader ?? t('admin.usersImport.columns.column')}</TableCell>
            <TableCell scope="col">{t('admin.usersImport.columns.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.row}-${index}`}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.column}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
