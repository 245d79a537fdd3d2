import {
  ANSWER_ERRORS,
  couldBecomeValid,
  requiresOnlyAttachment,
  valueProblem,
  type AnswerErrorKey,
  type Question,
  type QuestionAnswer,
} from '@cabildo/domain';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { Box, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormText } from '../../../components/formText.ts';
import { AttachmentField } from '../uploads/AttachmentField.tsx';
import { ChoiceField } from '../widgets/ChoiceField.tsx';
import { OpenValueField } from '../widgets/OpenValueField.tsx';

type Props = {
  formId: string;
  question: Question;
  answer: QuestionAnswer;
  onChange: (update: (answer: QuestionAnswer) => QuestionAnswer) => void;
  /** The problem found at the last save attempt (kept up to date while the person fixes it). */
  problem: AnswerErrorKey | null;
  videoAllowed: boolean;
  disabled?: boolean;
  /** The person is asked to fix this question (the citizen's revision): the note says what; the question is framed. */
  flag?: ReactNode;
};

/** One question: its title (with the required mark), its link, the input for its kind and its attachments. */
export function QuestionField({
  formId,
  question,
  answer,
  onChange,
  problem,
  videoAllowed,
  disabled,
  flag,
}: Props) {
  const { t } = useTranslation();
  const form = useFormText();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [touched, setTouched] = useState(false);
  // A mistyped value shows as soon as it cannot become valid any more (a letter in a number, an
  // answer over the limit) or the person leaves the field; a missing answer only after a save
  // attempt. What was typed is never changed.
  const typed = answer.value.trim();
  const valueIssue = question.kind === 'open' ? valueProblem(question.dataType, typed) : null;
  const typedProblem =
    valueIssue &&
    (touched || valueIssue === ANSWER_ERRORS.tooLong || !couldBecomeValid(question.dataType, typed))
      ? valueIssue
      : null;
  const message = problem ?? typedProblem;
  const title = form.text(question.title, question.titleAlt);
  const fileOnly = requiresOnlyAttachment(question);
  const widgetRequired = question.required && !fileOnly;

  return (
    <Box
      data-question={question.id}
      data-invalid={message ? 'true' : undefined}
      data-flagged={flag ? 'true' : undefined}
      sx={{
        py: 1.75,
        px: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        border: 1,
        borderColor: message ? 'error.light' : flag ? 'warning.main' : 'transparent',
        bgcolor: message ? 'rgba(211, 47, 47, 0.03)' : flag ? 'rgba(237, 108, 2, 0.04)' : undefined,
        transition: 'border-color 150ms, background-color 150ms',
      }}
    >
      <Typography
        id={labelId}
        component="div"
        lang={form.langOf(question.titleAlt)}
        sx={{ fontWeight: 600, mb: 1, whiteSpace: 'pre-line' }}
      >
        {title}
        {question.required && (
          <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }}>
            *
          </Box>
        )}
      </Typography>
      {flag && <Box sx={{ mb: 1 }}>{flag}</Box>}
      {question.link && (
        <Link
          href={question.link}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
        >
          <LinkOutlined fontSize="small" />
          {question.linkTitle || question.link}
        </Link>
      )}
      <Stack spacing={1.5}>
        {question.kind === 'open' ? (
          <OpenValueField
            dataType={question.dataType}
            value={answer.value}
            onChange={(value) => onChange((current) => ({ ...current, value }))}
            onBlur={() => setTouched(true)}
            labelId={labelId}
            describedBy={message ? errorId : undefined}
            error={Boolean(message)}
            required={widgetRequired}
            disabled={disabled}
            placeholder={
              question.attachImage || question.attachDocument || question.attachVideo
                ? t('answering.widgets.comment')
                : undefined
            }
          />
        ) : (
          <ChoiceField
            question={question}
            answer={answer}
            onChange={onChange}
            labelId={labelId}
            describedBy={message ? errorId : undefined}
            error={Boolean(message)}
            disabled={disabled}
          />
        )}
        {question.attachImage && (
          <AttachmentField
            formId={formId}
            kind="image"
            label={t('answering.attachments.image')}
            value={answer.images}
            onChange={(images) => onChange((current) => ({ ...current, images }))}
            disabled={disabled}
          />
        )}
        {question.attachDocument && (
          <AttachmentField
            formId={formId}
            kind="document"
            label={t('answering.attachments.document')}
            value={answer.documents}
            onChange={(documents) => onChange((current) => ({ ...current, documents }))}
            disabled={disabled}
          />
        )}
        {question.attachVideo && videoAllowed && (
          <AttachmentField
            formId={formId}
            kind="video"
            label={t('answering.attachments.video')}
            value={answer.videos}
            onChange={(videos) => onChange((current) => ({ ...current, videos }))}
            disabled={disabled}
          />
        )}
      </Stack>
      {message && (
        <FormHelperText id={errorId} error sx={{ mt: 1, fontSize: '0.85rem' }}>
          {t(message)}
        </FormHelperText>
      )}
    </Box>
  );
}
