import {
  DATA_TYPES,
  QUESTION_KINDS,
  blankQuestion,
  duplicateAt,
  move,
  moveTo,
  questionLinkProblem,
  removeAt,
  requiresOnlyAttachment,
  TEXT_LIMITS,
  type Question,
} from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragHandle from '@mui/icons-material/DragHandle';
import {
  Box,
  Button,
  FormControlLabel,
  Grid,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '../../components/ToolButton.tsx';
import { useListFocus } from '../../components/useListFocus.ts';
import { AltTextsButton } from './AltTextsButton.tsx';
import { limitHelp } from './limits.ts';

type Props = {
  question: Question;
  onChange: (question: Question) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onDuplicate: () => void;
  structureLocked: boolean;
  readOnly: boolean;
  videoAllowed: boolean;
  onDragStart: () => void;
  /** True when the drop was a question of this list (then the section does not see it). */
  onDrop: () => boolean;
  first: boolean;
  last: boolean;
};

/** One question: title, kind, data type, options and flags (spec part 2 §3 "Question"). */
export function QuestionEditor({
  question,
  onChange,
  onMove,
  onRemove,
  onDuplicate,
  structureLocked,
  readOnly,
  videoAllowed,
  onDragStart,
  onDrop,
  first,
  last,
}: Props) {
  const { t } = useTranslation();
  const set = (change: Partial<Question>) => onChange({ ...question, ...change });
  const withOptions = question.kind === 'multiple' || question.kind === 'single';
  const optionFocus = useListFocus(question.options.map((_, index) => String(index)));
  // The link is checked as it is typed (said in the field; the save and the server refuse it too).
  const linkIssue = questionLinkProblem(question);
  const linkHelp = linkIssue
    ? { error: true, helperText: t(linkIssue, { max: TEXT_LIMITS.questionLink }) }
    : limitHelp(t, question.link, TEXT_LIMITS.questionLink);
  const flag = (
    name: 'required' | 'filterable' | 'repeatable' | 'attachImage' | 'attachDocument' | 'attachVideo',
  ) => (
    <FormControlLabel
      key={name}
      control={
        <Switch
          size="small"
          checked={question[name]}
          disabled={readOnly}
          onChange={(_, checked) => set({ [name]: checked })}
        />
      }
      label={t(`editor.questions.${name}`)}
    />
  );

  return (
    <Paper
      variant="outlined"
      data-item
      data-item-key={question.id}
      sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'background.default' }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        if (onDrop()) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
    >
      {!readOnly && (
        <Box
          draggable
          aria-hidden
          data-drag-handle="question"
          onDragStart={(event) => {
            event.stopPropagation();
            event.dataTransfer.setData('text/plain', question.title);
            event.dataTransfer.effectAllowed = 'move';
            onDragStart();
          }}
          sx={{
            display: 'flex',
            justifyContent: 'center',
            cursor: 'grab',
            color: 'text.disabled',
            mt: -1,
            mb: 0.5,
          }}
        >
          <DragHandle fontSize="small" />
        </Box>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            size="small"
            label={t('editor.questions.question')}
            value={question.title}
            disabled={readOnly}
            {...limitHelp(t, question.title, TEXT_LIMITS.questionTitle)}
            onChange={(event) => set({ title: event.target.value })}
            onBlur={() => set({ title: question.title.trim() })}
            slotProps={{
              input: {
                endAdornment: (
                  <AltTextsButton
                    field={t('editor.questions.question')}
                    value={question.titleAlt}
                    readOnly={readOnly}
                    onChange={(titleAlt) => set({ titleAlt })}
                  />
                ),
              },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('editor.questions.kind')}
            value={question.kind}
            disabled={readOnly || structureLocked}
            onChange={(event) => {
              const kind = event.target.value as Question['kind'];
              const blank = blankQuestion(question.id, question.order, kind);
              set({
                kind,
                options:
                  kind === 'multiple' || kind === 'single'
                    ? question.options.length
                      ? question.options
                      : blank.options
                    : [],
              });
            }}
          >
            {QUESTION_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`editor.questions.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('editor.questions.dataType')}
            value={question.dataType}
            disabled={readOnly || question.kind !== 'open'}
            onChange={(event) => set({ dataType: event.target.value as Question['dataType'] })}
          >
            {DATA_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`editor.questions.dataTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            fullWidth
            size="small"
            label={t('editor.questions.linkTitle')}
            value={question.linkTitle ?? ''}
            disabled={readOnly}
            {...limitHelp(t, question.linkTitle, TEXT_LIMITS.linkTitle)}
            onChange={(event) => set({ linkTitle: event.target.value === '' ? null : event.target.value })}
            onBlur={() => set({ linkTitle: question.linkTitle?.trim() || null })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <TextField
            fullWidth
            size="small"
            type="url"
            label={t('editor.questions.link')}
            value={question.link ?? ''}
            disabled={readOnly}
            {...linkHelp}
            onChange={(event) => set({ link: event.target.value === '' ? null : event.target.value })}
            onBlur={() => set({ link: question.link?.trim() || null })}
          />
        </Grid>
      </Grid>

      {withOptions && (
        // The spec's 400 px list; padded so the focus ring of a field or button is not cut off.
        <Box sx={{ mt: 2, maxHeight: 400, overflowY: 'auto', pl: 0.75, pr: 1, pb: 0.75 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('editor.questions.options')}
          </Typography>
          <Stack spacing={1} ref={optionFocus.list}>
            {question.options.map((option, index) => (
              <Stack key={index} data-item direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  fullWidth
                  size="small"
                  label={t('editor.questions.option', { number: index + 1 })}
                  value={option.text}
                  disabled={readOnly}
                  {...limitHelp(t, option.text, TEXT_LIMITS.optionText)}
                  onChange={(event) =>
                    set({
                      options: question.options.map((o, i) =>
                        i === index ? { ...o, text: event.target.value } : o,
                      ),
                    })
                  }
                  slotProps={{
                    input: {
                      endAdornment: (
                        <AltTextsButton
                          field={t('editor.questions.option', { number: index + 1 })}
                          value={option.textAlt}
                          readOnly={readOnly}
                          onChange={(textAlt) =>
                            set({
                              options: question.options.map((o, i) => (i === index ? { ...o, textAlt } : o)),
                            })
                          }
                        />
                      ),
                    },
                  }}
                />
                <IconButton
                  size="small"
                  aria-label={t('editor.questions.removeOption', { number: index + 1 })}
                  disabled={readOnly || question.options.length <= 1}
                  onClick={() => {
                    optionFocus.removed(index);
                    set({ options: removeAt(question.options, index) });
                  }}
                >
                  <CloseOutlined fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Button
            size="small"
            data-list-add
            startIcon={<AddOutlined />}
            disabled={readOnly}
            sx={{ mt: 1 }}
            onClick={() => {
              optionFocus.added();
              set({
                options: [...question.options, { order: question.options.length, text: '', textAlt: {} }],
              });
            }}
          >
            {t('editor.questions.addOption')}
          </Button>
        </Box>
      )}

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ mt: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
          {flag('required')}
          {question.kind === 'single' && flag('filterable')}
          {flag('repeatable')}
          {flag('attachImage')}
          {flag('attachDocument')}
          {(videoAllowed || question.attachVideo) && flag('attachVideo')}
        </Stack>
        <Stack direction="row">
          <ToolButton
            action="up"
            label={t('editor.questions.moveUp')}
            icon={<ArrowUpward fontSize="small" />}
            disabled={readOnly || first}
            onClick={() => onMove(-1)}
          />
          <ToolButton
            action="down"
            label={t('editor.questions.moveDown')}
            icon={<ArrowDownward fontSize="small" />}
            disabled={readOnly || last}
            onClick={() => onMove(1)}
          />
          <ToolButton
            label={t('editor.questions.duplicate')}
            icon={<ContentCopyOutlined fontSize="small" />}
            disabled={readOnly || structureLocked}
            onClick={onDuplicate}
          />
          <ToolButton
            label={t('editor.questions.remove')}
            icon={<DeleteOutlined fontSize="small" />}
            disabled={readOnly || structureLocked}
            onClick={onRemove}
          />
        </Stack>
      </Stack>
      {requiresOnlyAttachment(question) && question.required && (
        <Typography variant="caption" color="text.secondary">
          {t('editor.questions.attachmentNote')}
        </Typography>
      )}
    </Paper>
  );
}

/** Applies a list operation to the questions of a section or condition. */
export const questionListOps = (
  questions: Question[],
  update: (questions: Question[]) => void,
  newId: () => string,
) => ({
  change: (index: number, question: Question) =>
    update(questions.map((q, i) => (i === index ? question : q))),
  move: (index: number, delta: -1 | 1) => update(move(questions, index, delta)),
  remove: (index: number) => update(removeAt(questions, index)),
  duplicate: (index: number) =>
    update(duplicateAt(questions, index, (question) => ({ ...question, id: newId() }))),
  add: () => update([...questions, blankQuestion(newId(), questions.length)]),
  moveTo: (from: number, to: number) => update(moveTo(questions, from, to)),
});
