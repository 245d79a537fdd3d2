import type {
  AnsweredSection,
  ChangePlace,
  FileRef,
  FormTemplate,
  Question,
  QuestionAnswer,
  Section,
} from '@cabildo/domain';

/** One question of one copy of a section, as the request dialog and the revision page list them. */
export type QuestionEntry = {
  place: ChangePlace;
  section: Section;
  question: Question;
  answer: QuestionAnswer;
  /** The condition's text, for questions of a condition. */
  condition: string | null;
};

/** Every question the answer has, section by section: own questions, then those of checked conditions. */
export function questionEntries(template: FormTemplate, sections: AnsweredSection[]): QuestionEntry[][] {
  return template.sections.map((section, sectionOrder) =>
    (sections[sectionOrder]?.rows ?? []).flatMap((row, rowIndex) => [
      ...section.questions.flatMap((question, order) => {
        const answer = row.answers[order];
        return answer
          ? [
              {
                place: { sectionOrder, rowIndex, conditionIndex: null, order },
                section,
                question,
                answer,
                condition: null,
              },
            ]
          : [];
      }),
      ...section.conditions.flatMap((condition, conditionIndex) => {
        const answered = row.conditions[conditionIndex];
        if (!answered?.checked) return [];
        return condition.questions.flatMap((question, order) => {
          const answer = answered.answers[order];
          return answer
            ? [
                {
                  place: { sectionOrder, rowIndex, conditionIndex, order },
                  section,
                  question,
                  answer,
                  condition: condition.text,
                },
              ]
            : [];
        });
      }),
    ]),
  );
}

export const placeKey = (place: ChangePlace) =>
  `${place.sectionOrder}/${place.rowIndex}/${place.conditionIndex ?? '-'}/${place.order}`;

/** The answer as read: option texts of choice questions, yes/no as words, else the typed value. */
export function shownAnswer(
  question: Question,
  answer: QuestionAnswer,
  yesNo: { yes: string; no: string },
): string {
  if (question.kind === 'single' || question.kind === 'multiple')
    return answer.selected
      .map((order) => question.options.find((option) => option.order === order)?.text ?? '')
      .filter(Boolean)
      .join(', ');
  if (question.kind === 'yesno')
    return answer.value === 'yes' ? yesNo.yes : answer.value === 'no' ? yesNo.no : '';
  return answer.value;
}

/** The answers with every file reference (photos, documents, videos) passed through `map`. */
export function mapFiles(sections: AnsweredSection[], map: (file: FileRef) => FileRef): AnsweredSection[] {
  const answer = (value: QuestionAnswer): QuestionAnswer => ({
    ...value,
    images: value.images.map(map),
    documents: value.documents.map(map),
    videos: value.videos.map(map),
  });
  return sections.map((section) => ({
    ...section,
    rows: section.rows.map((row) => ({
      ...row,
      answers: row.answers.map(answer),
      conditions: row.conditions.map((condition) => ({
        ...condition,
        answers: condition.answers.map(answer),
      })),
    })),
  }));
}

/** The ids of every file the answers hold. */
export function fileIdsOf(sections: AnsweredSection[]): string[] {
  const ids: string[] = [];
  mapFiles(sections, (file) => {
    ids.push(file.id);
    return file;
  });
  return [...new Set(ids)];
}
