import {
  applyEdits,
  changesRequestInputSchema,
  changesRequestProblem,
  CHANGES_REQUEST_COMMENT_MAX,
  type AnswerDetail,
  type ChangePlace,
} from '@cabildo/domain';
import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../api/client.ts';
import { useRequestChanges } from '../../api/changesRequests.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { placeKey, questionEntries, shownAnswer, type QuestionEntry } from './places.ts';

await loadCatalogueParts('citizen-revision');

type Kind = 'answers' | 'images' | 'documents';
type Marks = Record<Kind, Map<string, ChangePlace>>;

const noMarks = (): Marks => ({ answers: new Map(), images: new Map(), documents: new Map() });

/**
 * The request for changes (spec part 3 §2 answer view, §4 "Review request and citizen correction",
 * §5 "Review"): sections, then each question of each copy with its answer, marked as an answer to
 * correct, and its images or documents where the question takes them; a comment. Send stays off
 * until the domain's rules hold (`changesRequestProblem`, the same the server applies), and says
 * which one fails.
 */
export function ChangesRequestDialog({ answer, onClose }: { answer: AnswerDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const send = useRequestChanges(answer.id);
  const { template } = answer.document;
  const current = useMemo(
    () =>
      applyEdits(
        template,
        { sections: answer.document.sections, location: answer.document.location },
        answer.document.supervisorEdits,
      ),
    [template, answer.document],
  );
  const entries = useMemo(() => questionEntries(template, current.sections), [template, current.sections]);
  const [marks, setMarks] = useState<Marks>(noMarks);
  const [sections, setSections] = useState<Set<number>>(new Set());
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const input = changesRequestInputSchema.parse({
    answers: [...marks.answers.values()],
    images: [...marks.images.values()],
    documents: [...marks.documents.values()],
    sections: [...sections].sort((a, b) => a - b),
    comment,
  });
  const problem = changesRequestProblem(template, current.sections, input);
  const count = input.answers.length + input.images.length + input.documents.length;
  const yesNo = { yes: t('answer-view.sections.yes'), no: t('answer-view.sections.no') };

  const toggle = (kind: Kind, entry: QuestionEntry) =>
    setMarks((before) => {
      const next = { ...before, [kind]: new Map(before[kind]) };
      const key = placeKey(entry.place);
      if (next[kind].has(key)) next[kind].delete(key);
      else {
        next[kind].set(key, entry.place);
        // Marking an item marks its section.
        setSections((marked) => new Set(marked).add(entry.place.sectionOrder));
      }
      return next;
    });
  const toggleSection = (sectionOrder: number) =>
    setSections((before) => {
      const next = new Set(before);
      if (next.has(sectionOrder)) {
        next.delete(sectionOrder);
        // Unmarking a section clears its items.
        setMarks((marked) => {
          const kept = noMarks();
          for (const kind of ['answers', 'images', 'documents'] as const)
            for (const [key, place] of marked[kind])
              if (place.sectionOrder !== sectionOrder) kept[kind].set(key, place);
          return kept;
        });
      } else next.add(sectionOrder);
      return next;
    });

  const submit = async () => {
    if (problem || send.isPending) return;
    setFailure(null);
    try {
      const sent = await send.mutateAsync(input);
      enqueueSnackbar(
        t(sent.emailSent ? 'citizen-revision.request.sent' : 'citizen-revision.request.sentNoEmail'),
        {
          variant: 'success',
          autoHideDuration: TOAST_MS.standard,
        },
      );
      onClose();
    } catch (error) {
      setFailure(t(errorKey(error)));
    }
  };

  const problemText =
    problem?.kind === 'empty'
      ? t('citizen-revision.request.empty')
      : problem?.kind === 'sectionWithoutAnswers'
        ? t('citizen-revision.request.sectionsWithoutAnswers')
        : null;

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle sx={{ fontWeight: 800 }}>{t('citizen-revision.request.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography color="text.secondary">{t('citizen-revision.request.intro')}</Typography>
          {template.sections.map((section, sectionOrder) => {
            const list = entries[sectionOrder] ?? [];
            const rows = current.sections[sectionOrder]?.rows.length ?? 1;
            const marked = sections.has(sectionOrder);
            return (
              <Paper
                key={section.id}
                variant="outlined"
                component="section"
                aria-label={section.title}
                sx={{
                  borderRadius: 3,
                  overflow: 'hidden',
                  borderColor: marked ? 'primary.main' : undefined,
                }}
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{
                    px: 2,
                    py: 1,
                    gap: 0.5,
                    alignItems: { sm: 'center' },
                    justifyContent: 'space-between',
                    bgcolor: marked ? 'action.selected' : 'action.hover',
                  }}
                >
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {section.title}
                  </Typography>
                  <FormControlLabel
                    control={<Checkbox checked={marked} onChange={() => toggleSection(sectionOrder)} />}
                    label={t('citizen-revision.request.section')}
                    sx={{ mr: 0 }}
                  />
                </Stack>
                <Divider />
                <Stack divider={<Divider flexItem />}>
                  {list.map((entry) => {
                    const key = placeKey(entry.place);
                    const value = shownAnswer(entry.question, entry.answer, yesNo);
                    const context = [
                      rows > 1
                        ? t('citizen-revision.request.copy', { number: entry.place.rowIndex + 1 })
                        : null,
                      entry.condition
                        ? t('citizen-revision.request.condition', { condition: entry.condition })
                        : null,
                    ].filter(Boolean);
                    return (
                      <Stack
                        key={key}
                        direction={{ xs: 'column', sm: 'row' }}
                        sx={{ px: 2, py: 1.25, gap: { xs: 0.5, sm: 2 }, alignItems: { sm: 'center' } }}
                      >
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          {context.length > 0 && (
                            <Typography variant="caption" color="text.secondary">
                              {context.join(' · ')}
                            </Typography>
                          )}
                          <Typography sx={{ fontWeight: 600 }}>{entry.question.title}</Typography>
                          <Typography
                            variant="body2"
                            color={value ? 'text.secondary' : 'text.disabled'}
                            sx={{ overflowWrap: 'anywhere' }}
                          >
                            {value || t('citizen-revision.request.unanswered')}
                          </Typography>
                        </Box>
                        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                          <MarkBox
                            label={t('citizen-revision.request.answer')}
                            question={entry.question.title}
                            checked={marks.answers.has(key)}
                            onChange={() => toggle('answers', entry)}
                          />
                          {entry.question.attachImage && (
                            <MarkBox
                              label={t('citizen-revision.request.images')}
                              question={entry.question.title}
                              checked={marks.images.has(key)}
                              onChange={() => toggle('images', entry)}
                            />
                          )}
                          {entry.question.attachDocument && (
                            <MarkBox
                              label={t('citizen-revision.request.documents')}
                              question={entry.question.title}
                              checked={marks.documents.has(key)}
                              onChange={() => toggle('documents', entry)}
                            />
                          )}
                        </Stack>
                      </Stack>
                    );
                  })}
                </Stack>
              </Paper>
            );
          })}
          <TextField
            label={t('citizen-revision.request.comment')}
            helperText={t('citizen-revision.request.commentHelp')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: CHANGES_REQUEST_COMMENT_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Typography
          variant="body2"
          role="status"
          color={problemText ? 'warning.main' : 'text.secondary'}
          sx={{ flex: 1, minWidth: { xs: '100%', sm: 200 } }}
        >
          {problemText && count > 0
            ? problemText
            : count > 0
              ? t('citizen-revision.request.marked', { count })
              : problemText}
        </Typography>
        <Button onClick={onClose} disabled={send.isPending}>
          {t('citizen-revision.request.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={problem !== null || send.isPending}
          startIcon={
            send.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendOutlined />
          }
        >
          {t(send.isPending ? 'citizen-revision.request.sending' : 'citizen-revision.request.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MarkBox({
  label,
  question,
  checked,
  onChange,
}: {
  label: string;
  question: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={onChange}
          slotProps={{ input: { 'aria-label': `${label}: ${question}` } }}
        />
      }
      label={label}
      sx={{ mr: 0 }}
    />
  );
}
