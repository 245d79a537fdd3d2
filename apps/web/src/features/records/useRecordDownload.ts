import { useSnackbar } from '../../components/notifications.tsx';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../api/client.ts';
import { saveBlob } from '../../components/saveBlob.ts';

/** The PDF opens about 1 s after the server's answer (spec part 3 §9). */
export const RECORD_OPEN_DELAY_MS = 1000;

/**
 * Downloads a PDF record with the spec's notices ('El archivo PDF se descargó correctamente' /
 * 'Ocurrió un error al descargar el archivo PDF'); `busy` while it is being prepared.
 */
export function useRecordDownload() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const download = useCallback(
    async (fetchFile: () => Promise<DownloadedFile>) => {
      setBusy(true);
      try {
        const file = await fetchFile();
        await new Promise((resolve) => setTimeout(resolve, RECORD_OPEN_DELAY_MS));
        saveBlob(file.blob, file.fileName);
        enqueueSnackbar(t('records.downloaded'), { variant: 'success' });
      } catch {
        enqueueSnackbar(t('records.failed'), { variant: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [enqueueSnackbar, t],
  );
  return { download, busy };
}
