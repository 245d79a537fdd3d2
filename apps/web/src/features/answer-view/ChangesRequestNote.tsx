import { formatDateTime, type AnswerDocument } from '@cabildo/domain';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { Alert, AlertTitle, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useReaderTimeZone } from '../../session/session.tsx';

/**
 * The last request for changes sent to the citizen (spec part 3 §3 requestsForChanges): who asked
 * and when, the comment, the items named, and whether the citizen has completed it.
 */
export function ChangesRequestNote({ document }: { document: AnswerDocument }) {
  const { t } = useTranslation();
  const zone = useReaderTimeZone();
  const last = document.requestsForChanges.at(-1);
  if (!last) return null;
  const { answers, images, documents } = last.changesRequested;
  const items = [
    ...answers.map((item) => item.title),
    ...images.map((item) => t('answer-view.request.images', { title: item.title })),
    ...documents.map((item) => t('answer-view.request.documents', { title: item.title })),
  ];
  return (
    <Alert
      severity={last.needsCompletion ? 'info' : 'success'}
      icon={<RateReviewOutlined />}
      sx={{ borderRadius: 3.5 }}
      data-testid="changes-request-note"
    >
      <AlertTitle sx={{ fontWeight: 700 }}>
        {t(last.needsCompletion ? 'answer-view.request.pending' : 'answer-view.request.completed')}
      </AlertTitle>
      <Typography variant="body2">
        {t('answer-view.request.by', {
          editor: last.madeBy.username || last.madeBy.email,
          date: formatDateTime(last.sentAt, zone),
        })}
      </Typography>
      {last.comment && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          «{last.comment}»
        </Typography>
      )}
      {items.length > 0 && (
        <Stack direction="row" useFlexGap spacing={0.75} sx={{ mt: 1, flexWrap: 'wrap' }}>
          {items.map((item, index) => (
            <Chip
              key={index}
              size="small"
              variant="outlined"
              label={item}
              sx={{ bgcolor: 'background.paper' }}
            />
          ))}
        </Stack>
      )}
    </Alert>
  );
}
