import type { AnsweredRow, AnsweredSection, Section } from '@cabildo/domain';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormText } from '../../components/formText.ts';
import {
  ExpandAllButton,
  SectionNumber,
  sectionPanelSx,
  sectionSummarySx,
} from '../answering/kit/SectionPanel.tsx';
import { CorrectionNote } from './CorrectionNote.tsx';
import { conditionKey, rowKey, type CorrectionMarks, type StructureMark } from '@cabildo/domain';
import { QuestionList } from './QuestionList.tsx';

type Props = {
  sections: Section[];
  /** The answers as corrected (the supervisor edits applied). */
  answered: AnsweredSection[];
  marks: CorrectionMarks;
};

/** Every section as a collapsible panel, all open at first, with one toggle to open or close them all. */
export function AnswerSections({ sections, answered, marks }: Props) {
  const { t } = useTranslation();
  const shown = sections.flatMap((section, order) => {
    const rows = answered[order]?.rows;
    return rows ? [{ section, order, rows }] : [];
  });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const allOpen = collapsed.size === 0;
  const toggle = (id: string) => {
    const next = new Set(collapsed);
    if (!next.delete(id)) next.add(id);
    setCollapsed(next);
  };

  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="answer-sections-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, px: 0.5 }}>
        <Typography id="answer-sections-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('answer-view.sections.title')}
        </Typography>
        <ExpandAllButton
          allOpen={allOpen}
          onClick={() => setCollapsed(allOpen ? new Set(shown.map(({ section }) => section.id)) : new Set())}
          controls={shown.map(({ section }) => `answer-section-${section.id}`).join(' ')}
          sx={{ '@media print': { display: 'none' } }}
        />
      </Stack>
      <Stack spacing={1.5}>
        {shown.map(({ section, order, rows }) => (
          <SectionPanel
            key={section.id}
            section={section}
            order={order}
            rows={rows}
            marks={marks}
            expanded={!collapsed.has(section.id)}
            onToggle={() => toggle(section.id)}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** Whether any correction mark lies in this section. */
function sectionCorrected(marks: CorrectionMarks, order: number) {
  const prefix = `${order}/`;
  return [marks.answers, marks.conditions, marks.rows, marks.files].some((map) =>
    [...map.keys()].some((key) => key.startsWith(prefix)),
  );
}

function SectionPanel({
  section,
  order,
  rows,
  marks,
  expanded,
  onToggle,
}: {
  section: Section;
  order: number;
  rows: AnsweredRow[];
  marks: CorrectionMarks;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormText();
  const title = form.text(section.title, section.titleAlt);
  const description = form.text(section.description, section.descriptionAlt);
  const contentId = `answer-section-${section.id}`;
  const headingId = `${contentId}-heading`;
  // Copies a correction removed (always the last ones): gone from the rows, listed after them.
  const removed = [...marks.rows.entries()]
    .flatMap(([key, mark]) => {
      const [sectionOrder, rowIndex] = key.split('/').map(Number);
      return sectionOrder === order && !mark.added && rowIndex! >= rows.length
        ? [{ rowIndex: rowIndex!, mark }]
        : [];
    })
    .sort((a, b) => a.rowIndex - b.rowIndex);

  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h3' } }}
      sx={{
        ...sectionPanelSx,
        // A printed answer shows every section, open or not.
        '@media print': {
          '& .MuiCollapse-root': { height: 'auto !important', visibility: 'visible !important' },
        },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls={contentId}
        id={headingId}
        sx={sectionSummarySx(expanded)}
      >
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <SectionNumber number={order + 1} />
          <Typography
            component="span"
            lang={form.langOf(section.titleAlt)}
            sx={{ fontWeight: 700, fontSize: '1.05rem' }}
          >
            {title}
          </Typography>
          {section.repeatable && (
            <Chip
              size="small"
              variant="outlined"
              label={t('answer-view.sections.copies', { count: rows.length })}
            />
          )}
          {sectionCorrected(marks, order) && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t('answer-view.sections.corrected')}
            />
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={contentId} sx={{ px: { xs: 2, sm: 3 }, pt: 1.5, pb: 2.5 }}>
        {description && (
          <Typography
            color="text.secondary"
            lang={form.langOf(section.descriptionAlt)}
            sx={{ mb: 1.5, whiteSpace: 'pre-line' }}
          >
            {description}
          </Typography>
        )}
        {section.repeatable ? (
          <Stack spacing={1.5}>
            {rows.map((row, rowIndex) => {
              const mark = marks.rows.get(rowKey(order, rowIndex));
              return (
                <Paper
                  key={rowIndex}
                  variant="outlined"
                  sx={{
                    p: { xs: 1.5, sm: 2 },
                    borderRadius: 3,
                    borderColor: mark?.added ? 'success.light' : undefined,
                  }}
                >
                  <Typography
                    variant="subtitle2"
                    component="h4"
                    sx={{ color: 'primary.main', fontWeight: 700 }}
                  >
                    {t('answer-view.sections.copy', { number: rowIndex + 1 })}
                  </Typography>
                  {mark?.added && <CorrectionNote kind="added" by={mark} />}
                  <Box sx={{ mt: 1 }}>
                    <RowContent section={section} order={order} row={row} rowIndex={rowIndex} marks={marks} />
                  </Box>
                </Paper>
              );
            })}
            {removed.map(({ rowIndex, mark }) => (
              <RemovedCopy key={`removed-${rowIndex}`} rowIndex={rowIndex} mark={mark} />
            ))}
          </Stack>
        ) : (
          <RowContent section={section} order={order} row={rows[0]!} rowIndex={0} marks={marks} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function RemovedCopy({ rowIndex, mark }: { rowIndex: number; mark: StructureMark }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, borderStyle: 'dashed', bgcolor: 'action.hover' }}
    >
      <Typography
        variant="subtitle2"
        component="h4"
        sx={{ color: 'text.secondary', fontWeight: 700, textDecoration: 'line-through' }}
      >
        {t('answer-view.sections.copy', { number: rowIndex + 1 })}
      </Typography>
      <CorrectionNote kind="deleted" by={mark} />
    </Paper>
  );
}

/** One copy of a section: where it is and what it holds. */
type RowProps = {
  section: Section;
  order: number;
  row: AnsweredRow;
  rowIndex: number;
  marks: CorrectionMarks;
};

function RowContent({ section, order, row, rowIndex, marks }: RowProps) {
  const { t } = useTranslation();
  const own = { sectionOrder: order, rowIndex, conditionIndex: null };
  if (!section.conditional && section.questions.length === 0)
    return <Typography color="text.secondary">{t('answer-view.sections.noQuestions')}</Typography>;
  return (
    <Stack spacing={2}>
      {section.questions.length > 0 && (
        <QuestionList questions={section.questions} answers={row.answers} place={own} marks={marks} />
      )}
      {section.conditional && (
        <Conditions section={section} order={order} row={row} rowIndex={rowIndex} marks={marks} />
      )}
    </Stack>
  );
}

/**
 * The conditions of a conditional section: the chosen ones with their questions, and the ones a
 * correction unchecked, struck through. Conditions are matched by their index, as corrections are.
 */
function Conditions({ section, order, row, rowIndex, marks }: RowProps) {
  const { t } = useTranslation();
  const form = useFormText();
  const shown = section.conditions.flatMap((definition, conditionIndex) => {
    const answered = row.conditions[conditionIndex];
    const mark = marks.conditions.get(conditionKey(order, rowIndex, conditionIndex));
    const checked = answered?.checked ?? false;
    return checked || (mark && !mark.added) ? [{ definition, conditionIndex, answered, mark, checked }] : [];
  });
  const noneChosen = !shown.some((condition) => condition.checked);
  return (
    <Stack spacing={1.5}>
      {noneChosen && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('answer-view.sections.noneChosen')}
        </Typography>
      )}
      {shown.map(({ definition, conditionIndex, answered, mark, checked }) => {
        const text = form.text(definition.text, definition.textAlt);
        return (
          <Box
            key={definition.order}
            sx={{
              border: 1,
              borderColor: checked ? (mark?.added ? 'success.light' : 'divider') : 'error.light',
              borderStyle: checked ? 'solid' : 'dashed',
              borderRadius: 3,
              p: { xs: 1.5, sm: 2 },
              bgcolor: checked ? 'background.paper' : 'action.hover',
            }}
          >
            {checked && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {t('answer-view.sections.chosen')}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {checked && <CheckCircle color="primary" fontSize="small" aria-hidden />}
              <Typography
                component={checked ? 'p' : 'del'}
                lang={form.langOf(definition.textAlt)}
                sx={{ fontWeight: 700, color: checked ? 'text.primary' : 'text.secondary' }}
              >
                {text}
              </Typography>
            </Stack>
            {mark && <CorrectionNote kind={mark.added ? 'added' : 'deleted'} by={mark} />}
            {checked && answered && definition.questions.length > 0 && (
              <Box sx={{ mt: 1.5 }}>
                <QuestionList
                  questions={definition.questions}
                  answers={answered.answers}
                  place={{ sectionOrder: order, rowIndex, conditionIndex }}
                  marks={marks}
                />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
