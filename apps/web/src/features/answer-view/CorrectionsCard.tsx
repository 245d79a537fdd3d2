import { formatDateTime, type SupervisorEdit } from '@cabildo/domain';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { editBy, editCounts } from '@cabildo/domain';
import { ViewBlock } from './ViewBlock.tsx';
import { useReaderTimeZone } from '../../session/session.tsx';

/** The supervisor edits in the order they were made: who, when and how much each changed. */
export function CorrectionsCard({ edits }: { edits: SupervisorEdit[] }) {
  const { t } = useTranslation();
  const zone = useReaderTimeZone();
  if (edits.length === 0) return null;
  return (
    <ViewBlock id="answer-corrections" title={t('answer-view.correction.title')}>
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('answer-view.correction.intro', { count: edits.length })}
      </Typography>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {edits.map((edit, index) => {
          const counts = editCounts(edit);
          const by = editBy(edit);
          const parts = [
            counts.answers > 0 && t('answer-view.correction.answers', { count: counts.answers }),
            counts.conditions > 0 && t('answer-view.correction.conditions', { count: counts.conditions }),
            counts.files > 0 && t('answer-view.correction.files', { count: counts.files }),
            counts.location && t('answer-view.correction.location'),
          ].filter(Boolean);
          return (
            <Stack
              component="li"
              key={index}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'flex-start', p: 1.5, borderRadius: 2, bgcolor: 'rgba(237, 108, 2, 0.06)' }}
            >
              <EditNoteOutlined color="warning" aria-hidden sx={{ mt: 0.25 }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {by.editor}
                  {by.byCitizen && (
                    <Chip
                      size="small"
                      color="info"
                      label={t('answer-view.correction.citizen')}
                      sx={{ ml: 1, height: 20, fontWeight: 600 }}
                    />
                  )}
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {' · '}
                    {formatDateTime(by.date, zone)}
                  </Box>
                </Typography>
                {parts.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {parts.join(' · ')}
                  </Typography>
                )}
              </Box>
            </Stack>
          );
        })}
      </Stack>
    </ViewBlock>
  );
}
