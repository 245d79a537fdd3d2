import {
  conditionDisabled,
  type AnsweredRow,
  type AnsweredSection,
  type Question,
  type QuestionAnswer,
  type Section,
} from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Checkbox,
  Chip,
  Collapse,
  FormControlLabel,
  FormHelperText,
  IconButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { memo, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerAction, QuestionPlace } from '../lib/answerState.ts';
import type { ProblemLookup } from '../lib/problems.ts';
import { QuestionField } from './QuestionField.tsx';
import { SectionNumber, sectionPanelSx, sectionSummarySx } from './SectionPanel.tsx';
import { useFormText } from '../../../components/formText.ts';
import { useListFocus } from '../../../components/useListFocus.ts';

/**
 * What the correction and edit screens keep from changing; the answer screen locks nothing.
 * The predicates are called while rendering: keep them stable (memoised) so sections stay memoised.
 */
export type FieldLocks = {
  /** A question whose answer is shown but cannot change. */
  question?: (at: QuestionPlace & { section: Section; question: Question }) => boolean;
  /** A condition whose checkbox cannot change. */
  condition?: (at: { sectionIndex: number; rowIndex: number; order: number }) => boolean;
  /** Copies of repeatable sections can be neither added nor removed. */
  fixedRows?: boolean;
  /**
   * A question the person is asked to fix (the citizen's revision): what to tell them about it, shown
   * under its title with the question framed; null for the others.
   */
  flag?: (at: QuestionPlace & { section: Section; question: Question }) => ReactNode;
};

type Props = {
  formId: string;
  section: Section;
  answered: AnsweredSection;
  sectionIndex: number;
  expanded: boolean;
  onToggle: (sectionId: string) => void;
  dispatch: Dispatch<AnswerAction>;
  problemAt: ProblemLookup;
  videoAllowed: boolean;
  disabled?: boolean;
  locks?: FieldLocks;
};

/**
 * A collapsible section: its questions, its conditions (conditional) and its copies (repeatable).
 * Memoised: typing in one section does not render the others.
 */
export const SectionCard = memo(function SectionCard({
  formId,
  section,
  answered,
  sectionIndex,
  expanded,
  onToggle,
  dispatch,
  problemAt,
  videoAllowed,
  disabled,
  locks,
}: Props) {
  const { t } = useTranslation();
  const fixedRows = locks?.fixedRows ?? false;
  const form = useFormText();
  const title = form.text(section.title, section.titleAlt);
  const description = form.text(section.description, section.descriptionAlt);
  const headingId = `section-${section.id}-heading`;
  const rows = answered.rows;
  // A copy added takes the focus to its first field; a copy removed gives it to its neighbour.
  const copies = useListFocus(rows.map((_, index) => String(index)));

  const rowContent = (row: AnsweredRow, rowIndex: number) => (
    <SectionRow
      formId={formId}
      section={section}
      row={row}
      rowIndex={rowIndex}
      sectionIndex={sectionIndex}
      dispatch={dispatch}
      problemAt={problemAt}
      videoAllowed={videoAllowed}
      disabled={disabled}
      locks={locks}
    />
  );

  return (
    <Accordion
      expanded={expanded}
      onChange={() => onToggle(section.id)}
      disableGutters
      variant="outlined"
      data-section={section.id}
      sx={sectionPanelSx}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls={`section-${section.id}-content`}
        id={headingId}
        sx={sectionSummarySx(expanded)}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <SectionNumber number={sectionIndex + 1} />
          <Typography
            component="h2"
            variant="h6"
            lang={form.langOf(section.titleAlt)}
            sx={{ fontWeight: 700, fontSize: '1.1rem' }}
          >
            {title}
            {section.required && (
              <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }}>
                *
              </Box>
            )}
          </Typography>
          {section.repeatable && (
            <Chip
              size="small"
              variant="outlined"
              label={t('answering.repeatable.count', { count: rows.length })}
            />
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`section-${section.id}-content`} sx={{ px: { xs: 1, sm: 2 }, pb: 2.5 }}>
        {description && (
          <Typography
            color="text.secondary"
            lang={form.langOf(section.descriptionAlt)}
            sx={{ px: { xs: 1, sm: 1 }, mb: 1.5, whiteSpace: 'pre-line' }}
          >
            {description}
          </Typography>
        )}
        {section.repeatable ? (
          <Stack spacing={2} ref={copies.list}>
            {rows.map((row, rowIndex) => (
              <Paper
                key={rowIndex}
                data-item
                variant="outlined"
                sx={{ p: { xs: 0.5, sm: 1 }, borderRadius: 3 }}
              >
                <Stack
                  direction="row"
                  sx={{
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    px: { xs: 1, sm: 1 },
                    pt: 0.5,
                  }}
                >
                  <Typography
                    variant="subtitle2"
                    component="h3"
                    sx={{ fontWeight: 700, color: 'primary.main' }}
                  >
                    {t('answering.repeatable.copy', { number: rowIndex + 1 })}
                  </Typography>
                  {rows.length > 1 && !fixedRows && (
                    <IconButton
                      size="small"
                      disabled={disabled}
                      aria-label={t('answering.repeatable.remove', { number: rowIndex + 1 })}
                      title={t('answering.repeatable.remove', { number: rowIndex + 1 })}
                      onClick={() => {
                        copies.removed(rowIndex);
                        dispatch({ type: 'removeRow', sectionIndex, rowIndex });
                      }}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
                {rowContent(row, rowIndex)}
              </Paper>
            ))}
            {!fixedRows && (
              <Box>
                <Button
                  variant="outlined"
                  data-list-add
                  startIcon={<AddOutlined />}
                  disabled={disabled}
                  onClick={() => {
                    copies.added();
                    dispatch({ type: 'addRow', sectionIndex });
                  }}
                >
                  {t('answering.repeatable.add')}
                </Button>
              </Box>
            )}
          </Stack>
        ) : (
          rows[0] && rowContent(rows[0], 0)
        )}
      </AccordionDetails>
    </Accordion>
  );
});

type RowProps = Omit<Props, 'answered' | 'expanded' | 'onToggle'> & { row: AnsweredRow; rowIndex: number };

/** One copy of a section: its questions, then its conditions with the questions of the checked ones. */
function SectionRow({
  formId,
  section,
  row,
  rowIndex,
  sectionIndex,
  dispatch,
  problemAt,
  videoAllowed,
  disabled,
  locks,
}: RowProps) {
  const { t } = useTranslation();
  const form = useFormText();
  const sectionProblem = problemAt({
    sectionId: section.id,
    rowIndex,
    conditionOrder: null,
    questionId: null,
  });
  const conditionsLabelId = `section-${section.id}-${rowIndex}-conditions`;
  const shared = {
    formId,
    section,
    sectionIndex,
    rowIndex,
    dispatch,
    problemAt,
    videoAllowed,
    disabled,
    locks,
  };

  return (
    <Stack spacing={0.5}>
      <QuestionList {...shared} questions={section.questions} answers={row.answers} conditionOrder={null} />
      {section.conditional && (
        <Box
          role="group"
          aria-labelledby={conditionsLabelId}
          data-invalid={sectionProblem ? 'true' : undefined}
          sx={{ px: { xs: 1.5, sm: 2 }, py: 1 }}
        >
          <Typography id={conditionsLabelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t(section.singleCondition ? 'answering.conditions.single' : 'answering.conditions.many')}
          </Typography>
          <Stack spacing={1}>
            {section.conditions.map((condition) => {
              const answered = row.conditions.find((c) => c.order === condition.order);
              if (!answered) return null;
              const text = form.text(condition.text, condition.textAlt);
              return (
                <Paper
                  key={condition.order}
                  variant="outlined"
                  sx={{
                    borderRadius: 2.5,
                    borderColor: answered.checked
                      ? 'primary.light'
                      : sectionProblem
                        ? 'error.light'
                        : 'divider',
                    bgcolor: answered.checked ? 'rgba(29, 78, 137, 0.03)' : undefined,
                  }}
                >
                  <FormControlLabel
                    sx={{ px: 1.5, py: 0.5, m: 0, width: '100%' }}
                    disabled={
                      disabled ||
                      conditionDisabled(section, row, condition.order) ||
                      (locks?.condition?.({ sectionIndex, rowIndex, order: condition.order }) ?? false)
                    }
                    label={
                      <Typography lang={form.langOf(condition.textAlt)} sx={{ fontWeight: 600 }}>
                        {text}
                      </Typography>
                    }
                    control={
                      <Checkbox
                        checked={answered.checked}
                        onChange={() =>
                          dispatch({
                            type: 'toggleCondition',
                            sectionIndex,
                            rowIndex,
                            order: condition.order,
                          })
                        }
                      />
                    }
                  />
                  <Collapse in={answered.checked} unmountOnExit>
                    <Box sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 0, sm: 1 }, pb: 1 }}>
                      <QuestionList
                        {...shared}
                        questions={condition.questions}
                        answers={answered.answers}
                        conditionOrder={condition.order}
                      />
                    </Box>
                  </Collapse>
                </Paper>
              );
            })}
          </Stack>
          {sectionProblem && (
            <FormHelperText error sx={{ mt: 1, fontSize: '0.85rem' }}>
              {t(sectionProblem)}
            </FormHelperText>
          )}
        </Box>
      )}
    </Stack>
  );
}

type QuestionListProps = Pick<
  RowProps,
  | 'formId'
  | 'section'
  | 'rowIndex'
  | 'sectionIndex'
  | 'dispatch'
  | 'problemAt'
  | 'videoAllowed'
  | 'disabled'
  | 'locks'
> & {
  questions: Question[];
  answers: QuestionAnswer[];
  /** The condition the questions belong to, or null for the section's own questions. */
  conditionOrder: number | null;
};

/** The questions of one copy of a section, or of one of its conditions, each with its answer and problem. */
function QuestionList({
  formId,
  section,
  sectionIndex,
  rowIndex,
  conditionOrder,
  questions,
  answers,
  dispatch,
  problemAt,
  videoAllowed,
  disabled,
  locks,
}: QuestionListProps) {
  const sectionId = section.id;
  return questions.map((question, questionIndex) => {
    const answer = answers[questionIndex];
    if (!answer) return null;
    const place = { sectionIndex, rowIndex, conditionOrder, questionIndex };
    const locked = locks?.question?.({ ...place, section, question }) ?? false;
    return (
      <QuestionField
        flag={locks?.flag?.({ ...place, section, question }) ?? null}
        key={question.id}
        formId={formId}
        question={question}
        answer={answer}
        videoAllowed={videoAllowed}
        disabled={disabled || locked}
        problem={problemAt({ sectionId, rowIndex, conditionOrder, questionId: question.id })}
        onChange={(update) => dispatch({ type: 'answer', ...place, update })}
      />
    );
  });
}
