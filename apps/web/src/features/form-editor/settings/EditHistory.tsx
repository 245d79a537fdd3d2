import { formatDateTime } from '@cabildo/domain';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EditorCard } from './EditorCard.tsx';

/** Who saved the form and when (every save appends an entry). */
export function EditHistory({ entries }: { entries: { date: string; username: string }[] }) {
  const { t } = useTranslation();
  return (
    <EditorCard title={t('editor.history.title')}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('editor.history.none')}</Typography>
      ) : (
        <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {[...entries].reverse().map((entry, index) => (
            <Typography component="li" variant="body2" key={index}>
              {t('editor.history.entry', { date: formatDateTime(entry.date), user: entry.username })}
            </Typography>
          ))}
        </Stack>
      )}
    </EditorCard>
  );
}
