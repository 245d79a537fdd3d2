import type { AnsweredSection, FormTemplate } from '@cabildo/domain';
import { Stack, Typography } from '@mui/material';
import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerAction } from '../lib/answerState.ts';
import type { ProblemLookup } from '../lib/problems.ts';
import { SectionCard, type FieldLocks } from './SectionCard.tsx';
import { ExpandAllButton } from './SectionPanel.tsx';

export type ExpandedSections = Record<string, boolean>;

/** Every section open, as the answer screen starts. */
export const allExpanded = (template: FormTemplate): ExpandedSections =>
  Object.fromEntries(template.sections.map((section) => [section.id, true]));

type Props = {
  formId: string;
  template: FormTemplate;
  sections: AnsweredSection[];
  expanded: ExpandedSections;
  setExpanded: Dispatch<SetStateAction<ExpandedSections>>;
  dispatch: Dispatch<AnswerAction>;
  problemAt: ProblemLookup;
  videoAllowed: boolean;
  disabled?: boolean;
  locks?: FieldLocks;
};

/** The required-fields note, the expand-all / collapse-all toggle and the collapsible sections. */
export function SectionList({
  formId,
  template,
  sections,
  expanded,
  setExpanded,
  dispatch,
  problemAt,
  videoAllowed,
  disabled,
  locks,
}: Props) {
  const { t } = useTranslation();
  const toggleSection = useCallback(
    (sectionId: string) => setExpanded((current) => ({ ...current, [sectionId]: !current[sectionId] })),
    [setExpanded],
  );
  const everyOpen = template.sections.every((s) => expanded[s.id]);
  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('answering.requiredNote')}
        </Typography>
        <ExpandAllButton
          allOpen={everyOpen}
          onClick={() => setExpanded(Object.fromEntries(template.sections.map((s) => [s.id, !everyOpen])))}
        />
      </Stack>

      <Stack spacing={2}>
        {template.sections.map((section, sectionIndex) => {
          const answered = sections[sectionIndex];
          if (!answered) return null;
          return (
            <SectionCard
              key={section.id}
              formId={formId}
              section={section}
              answered={answered}
              sectionIndex={sectionIndex}
              expanded={Boolean(expanded[section.id])}
              onToggle={toggleSection}
              dispatch={dispatch}
              problemAt={problemAt}
              videoAllowed={videoAllowed}
              disabled={disabled}
              locks={locks}
            />
          );
        })}
      </Stack>
    </>
  );
}
