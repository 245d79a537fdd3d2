import type { Condition, Question, Section } from '@cabildo/domain';
import { removeAt, TEXT_LIMITS } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '../../components/ToolButton.tsx';
import { useListFocus } from '../../components/useListFocus.ts';
import { limitHelp } from './limits.ts';
import { AltTextsButton } from './AltTextsButton.tsx';
import { QuestionEditor, questionListOps } from './QuestionEditor.tsx';

type Props = {
  section: Section;
  number: number;
  onChange: (section: Section) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onDuplicate: () => void;
  newId: () => string;
  structureLocked: boolean;
  readOnly: boolean;
  /** The municipality of the form's area allows video attachments. */
  videoAllowed: boolean;
  /** Drag and drop: this section's handle is picked up / something is dropped on this section. */
  onDragStart: () => void;
  onDrop: () => void;
  first: boolean;
  last: boolean;
};

function QuestionList({
  questions,
  update,
  newId,
  structureLocked,
  readOnly,
  videoAllowed,
}: {
  questions: Question[];
  update: (questions: Question[]) => void;
  newId: () => string;
  structureLocked: boolean;
  readOnly: boolean;
  videoAllowed: boolean;
}) {
  const { t } = useTranslation();
  const ops = questionListOps(questions, update, newId);
  // Questions are dragged by their handle within their own list; the keyboard uses up and down.
  const dragFrom = useRef<number | null>(null);
  const focus = useListFocus(questions.map((question) => question.id));
  return (
    <Stack spacing={1.5} ref={focus.list}>
      {questions.map((question, index) => (
        <QuestionEditor
          key={question.id}
          question={question}
          onChange={(next) => ops.change(index, next)}
          onMove={(delta) => {
            focus.moved(question.id, delta < 0 ? 'up' : 'down');
            ops.move(index, delta);
          }}
          onRemove={() => {
            focus.removed(index);
            ops.remove(index);
          }}
          onDuplicate={() => ops.duplicate(index)}
          structureLocked={structureLocked}
          readOnly={readOnly}
          videoAllowed={videoAllowed}
          onDragStart={() => (dragFrom.current = index)}
          onDrop={() => {
            const from = dragFrom.current;
            dragFrom.current = null;
            if (from === null) return false;
            ops.moveTo(from, index);
            return true;
          }}
          first={index === 0}
          last={index === questions.length - 1}
        />
      ))}
      <Box>
        <Button
          data-list-add
          startIcon={<AddOutlined />}
          onClick={() => {
            focus.added();
            ops.add();
          }}
          disabled={readOnly || structureLocked}
        >
          {t('editor.questions.add')}
        </Button>
      </Box>
    </Stack>
  );
}

/** One section: simple (questions) or conditional (conditions with their questions), repeatable or not. */
export function SectionEditor({
  section,
  number,
  onChange,
  onMove,
  onRemove,
  onDuplicate,
  newId,
  structureLocked,
  readOnly,
  videoAllowed,
  onDragStart,
  onDrop,
  first,
  last,
}: Props) {
  const { t } = useTranslation();
  const [confirmSwitch, setConfirmSwitch] = useState(false);
  const set = (change: Partial<Section>) => onChange({ ...section, ...change });
  const hasContent = section.questions.length > 0 || section.conditions.length > 0;
  const switchKind = () =>
    set({ conditional: !section.conditional, singleCondition: false, questions: [], conditions: [] });
  const setCondition = (index: number, condition: Condition) =>
    set({ conditions: section.conditions.map((c, i) => (i === index ? condition : c)) });
  const conditionFocus = useListFocus(section.conditions.map((_, index) => String(index)));
  const toggle = (name: 'required' | 'repeatable' | 'singleCondition', label: string, disabled = false) => (
    <FormControlLabel
      control={
        <Switch
          size="small"
          checked={section[name]}
          disabled={readOnly || disabled}
          onChange={(_, checked) => set({ [name]: checked })}
        />
      }
      label={label}
    />
  );

  return (
    <Card
      variant="outlined"
      component="section"
      data-item
      data-item-key={section.id}
      data-field={`sections/${number - 1}`}
      aria-label={t('editor.sections.section', { number })}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {!readOnly && (
              <Tooltip title={t('editor.sections.drag')}>
                <Box
                  draggable
                  aria-hidden
                  data-drag-handle="section"
                  onDragStart={(event) => {
                    event.dataTransfer.setData('text/plain', section.title);
                    event.dataTransfer.effectAllowed = 'move';
                    onDragStart();
                  }}
                  sx={{ display: 'flex', cursor: 'grab', color: 'text.disabled' }}
                >
                  <DragIndicator fontSize="small" />
                </Box>
              </Tooltip>
            )}
            <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
              {t('editor.sections.section', { number })}
            </Typography>
          </Stack>
          <Stack direction="row">
            <ToolButton
              action="up"
              label={`${t('editor.sections.moveUp')} ${number}`}
              icon={<ArrowUpward fontSize="small" />}
              onClick={() => onMove(-1)}
              disabled={readOnly || first}
            />
            <ToolButton
              action="down"
              label={`${t('editor.sections.moveDown')} ${number}`}
              icon={<ArrowDownward fontSize="small" />}
              onClick={() => onMove(1)}
              disabled={readOnly || last}
            />
            <ToolButton
              label={`${t('editor.sections.duplicate')} ${number}`}
              icon={<ContentCopyOutlined fontSize="small" />}
              onClick={onDuplicate}
              disabled={readOnly || structureLocked}
            />
            <ToolButton
              label={`${t('editor.sections.remove')} ${number}`}
              icon={<DeleteOutlined fontSize="small" />}
              onClick={onRemove}
              disabled={readOnly || structureLocked}
            />
          </Stack>
        </Stack>
        <Stack spacing={2}>
          <TextField
            fullWidth
            label={t('editor.sections.sectionTitle')}
            value={section.title}
            disabled={readOnly}
            {...limitHelp(t, section.title, TEXT_LIMITS.sectionTitle)}
            onChange={(event) => set({ title: event.target.value })}
            onBlur={() => set({ title: section.title.trim() })}
            slotProps={{
              input: {
                endAdornment: (
                  <AltTextsButton
                    field={t('editor.sections.sectionTitle')}
                    value={section.titleAlt}
                    readOnly={readOnly}
                    onChange={(titleAlt) => set({ titleAlt })}
                  />
                ),
              },
            }}
          />
          <TextField
            fullWidth
            multiline
            minRows={1}
            label={t('editor.sections.description')}
            value={section.description}
            disabled={readOnly}
            onChange={(event) => set({ description: event.target.value })}
            slotProps={{
              input: {
                endAdornment: (
                  <AltTextsButton
                    multiline
                    field={t('editor.sections.description')}
                    value={section.descriptionAlt}
                    readOnly={readOnly}
                    onChange={(descriptionAlt) => set({ descriptionAlt })}
                  />
                ),
              },
            }}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            {toggle('required', t('editor.sections.required'))}
            {toggle('repeatable', t('editor.sections.repeatable'))}
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={section.conditional}
                  disabled={readOnly || structureLocked}
                  onChange={() => (hasContent ? setConfirmSwitch(true) : switchKind())}
                />
              }
              label={t('editor.sections.conditional')}
            />
            {section.conditional && toggle('singleCondition', t('editor.sections.single'))}
          </Stack>
          <Divider />
          {section.conditional ? (
            <Stack spacing={2} ref={conditionFocus.list}>
              {section.conditions.map((condition, index) => (
                <Paper key={index} data-item variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
                    <TextField
                      fullWidth
                      size="small"
                      label={`${t('editor.sections.condition')} ${index + 1}`}
                      value={condition.text}
                      disabled={readOnly}
                      onChange={(event) => setCondition(index, { ...condition, text: event.target.value })}
                      slotProps={{
                        input: {
                          endAdornment: (
                            <AltTextsButton
                              field={`${t('editor.sections.condition')} ${index + 1}`}
                              value={condition.textAlt}
                              readOnly={readOnly}
                              onChange={(textAlt) => setCondition(index, { ...condition, textAlt })}
                            />
                          ),
                        },
                      }}
                    />
                    <IconButton
                      aria-label={`${t('editor.sections.removeCondition')} ${index + 1}`}
                      disabled={readOnly || structureLocked}
                      onClick={() => {
                        conditionFocus.removed(index);
                        set({ conditions: removeAt(section.conditions, index) });
                      }}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Stack>
                  <QuestionList
                    questions={condition.questions}
                    update={(questions) => setCondition(index, { ...condition, questions })}
                    newId={newId}
                    structureLocked={structureLocked}
                    readOnly={readOnly}
                    videoAllowed={videoAllowed}
                  />
                </Paper>
              ))}
              <Box>
                <Button
                  variant="outlined"
                  data-list-add
                  startIcon={<AddOutlined />}
                  disabled={readOnly || structureLocked}
                  onClick={() => {
                    conditionFocus.added();
                    set({
                      conditions: [
                        ...section.conditions,
                        { order: section.conditions.length, text: '', textAlt: {}, questions: [] },
                      ],
                    });
                  }}
                >
                  {t('editor.sections.addCondition')}
                </Button>
              </Box>
            </Stack>
          ) : (
            <QuestionList
              questions={section.questions}
              update={(questions) => set({ questions })}
              newId={newId}
              structureLocked={structureLocked}
              readOnly={readOnly}
              videoAllowed={videoAllowed}
            />
          )}
        </Stack>
      </CardContent>
      <Dialog open={confirmSwitch} onClose={() => setConfirmSwitch(false)}>
        <DialogTitle>{t('editor.sections.wipeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('editor.sections.wipeBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmSwitch(false)}>{t('admin.common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirmSwitch(false);
              switchKind();
            }}
          >
            {t('editor.sections.wipeConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
