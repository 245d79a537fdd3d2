import {
  answerKey,
  answerValueText,
  isValidLink,
  storedAnswerText,
  type CorrectionMarks,
  type FileMark,
  type Question,
  type QuestionAnswer,
} from '@cabildo/domain';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormText } from '../../components/formText.ts';
import { AnswerFiles, fileName } from './AnswerFiles.tsx';
import { CorrectionNote } from './CorrectionNote.tsx';

/** Where a list of questions sits: a copy of a section, and a condition of it or its own questions. */
export type ListPlace = { sectionOrder: number; rowIndex: number; conditionIndex: number | null };

/** The answer view's words for yes/no answers. */
const yesNoOf = (t: TFunction) => ({ yes: t('answer-view.sections.yes'), no: t('answer-view.sections.no') });

/** Questions and their answers as a definition list, with the corrections marked. */
export function QuestionList({
  questions,
  answers,
  place,
  marks,
}: {
  questions: Question[];
  answers: QuestionAnswer[];
  place: ListPlace;
  marks: CorrectionMarks;
}) {
  const form = useFormText();
  if (questions.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {questions.map((question, order) => {
        const key = answerKey(place.sectionOrder, place.rowIndex, place.conditionIndex, order);
        // A div may group a term with its definition (HTML): one ruled line per question.
        return (
          <Box
            key={question.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 2fr) 3fr' },
              columnGap: 3,
              rowGap: 0.5,
              py: 1.25,
              borderTop: order === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              lang={form.langOf(question.titleAlt)}
              sx={{ fontWeight: 500, pt: { md: 0.25 } }}
            >
              {form.text(question.title, question.titleAlt)}
            </Typography>
            <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
              <QuestionAnswerView
                question={question}
                answer={answers[order]}
                mark={marks.answers.get(key)}
                fileMarks={marks.files.get(key) ?? []}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function QuestionAnswerView({
  question,
  answer,
  mark,
  fileMarks,
}: {
  question: Question;
  answer: QuestionAnswer | undefined;
  mark: { editor: string; date: string; previous: string } | undefined;
  fileMarks: FileMark[];
}) {
  const { t, i18n } = useTranslation();
  const text = answer ? answerValueText(question, answer, yesNoOf(t), i18n.language) : '';
  const images = answer?.images ?? [];
  const documents = answer?.documents ?? [];
  const videos = answer?.videos ?? [];
  const hasFiles = images.length + documents.length + videos.length > 0;
  const previous = mark ? storedAnswerText(question, mark.previous, yesNoOf(t), i18n.language) : '';

  return (
    <Box
      sx={
        mark || fileMarks.length > 0
          ? { borderLeft: 3, borderColor: 'warning.main', pl: 1.5, ml: { xs: 0, md: -1.75 } }
          : undefined
      }
    >
      {text ? (
        // Only a well-formed http(s) address becomes a link; anything else stays text.
        question.kind === 'open' && question.dataType === 'link' && isValidLink(text) ? (
          <Link href={text} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            {text}
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 500, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
        )
      ) : (
        !hasFiles && (
          <Typography color="text.disabled" sx={{ fontStyle: 'italic' }}>
            {t('answer-view.sections.noAnswer')}
          </Typography>
        )
      )}
      <AnswerFiles images={images} documents={documents} videos={videos} />
      {mark && (
        <CorrectionNote kind="changed" by={mark}>
          <Typography variant="caption" sx={{ flexBasis: '100%' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('answer-view.correction.previous')}
            </Box>{' '}
            {previous ? (
              <Box component="del" sx={{ color: 'text.secondary' }}>
                {previous}
              </Box>
            ) : (
              <Box component="span" sx={{ fontStyle: 'italic', color: 'text.disabled' }}>
                {t('answer-view.correction.previousBlank')}
              </Box>
            )}
          </Typography>
        </CorrectionNote>
      )}
      {fileMarks.length > 0 && (
        <Stack spacing={0.25} sx={{ mt: 0.5 }}>
          {fileMarks.map((fileMark) => (
            <FileCorrection key={fileMark.file.id} mark={fileMark} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function FileCorrection({ mark }: { mark: FileMark }) {
  return (
    <CorrectionNote kind={mark.added ? 'added' : 'deleted'} by={mark} file>
      <Typography
        variant="caption"
        component={mark.added ? 'span' : 'del'}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {fileName(mark.file)}
      </Typography>
    </CorrectionNote>
  );
}
