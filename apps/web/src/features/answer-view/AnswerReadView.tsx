import { applyEdits, type AnswerDetail } from '@cabildo/domain';
import { Stack, Typography } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerHeaderCard } from './AnswerHeaderCard.tsx';
import { AnswerSections } from './AnswerSections.tsx';
import { ChangesRequestNote } from './ChangesRequestNote.tsx';
import { correctionMarks } from '@cabildo/domain';
import { CorrectionsCard } from './CorrectionsCard.tsx';
import { VIEW_MAX_WIDTH } from './layout.ts';
import { PlaceCard } from './PlaceCard.tsx';
import { SignaturesCard } from './SignaturesCard.tsx';
import { ViewBlock } from './ViewBlock.tsx';

// Only answers saved with a ticket order (and its texts).
const PaymentCard = lazy(() =>
  import('../payments/PaymentCard.tsx').then((m) => ({ default: m.PaymentCard })),
);

/**
 * A read-only answer (spec part 3 §2 "Answer view"): header and facts, citizen, place and asset,
 * the last request for changes, the corrections, the sections as corrected (the stored original with the supervisor edits
 * replayed) with what changed marked, observations and signatures.
 */
export function AnswerReadView({ answer }: { answer: AnswerDetail }) {
  const { t } = useTranslation();
  const doc = answer.document;
  const { template } = doc;
  const corrected = useMemo(
    () => applyEdits(template, { sections: doc.sections, location: doc.location }, doc.supervisorEdits),
    [template, doc.sections, doc.location, doc.supervisorEdits],
  );
  const marks = useMemo(() => correctionMarks(doc.supervisorEdits), [doc.supervisorEdits]);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: VIEW_MAX_WIDTH, mx: 'auto' }}>
      <AnswerHeaderCard answer={answer} />
      <ChangesRequestNote document={doc} />
      <PlaceCard location={corrected.location} asset={doc.asset} marks={marks} />
      <CorrectionsCard edits={doc.supervisorEdits} />
      <AnswerSections sections={template.sections} answered={corrected.sections} marks={marks} />
      {doc.observations.trim() && (
        <ViewBlock id="answer-observations" title={t('answer-view.observations.title')}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {doc.observations}
          </Typography>
        </ViewBlock>
      )}
      <SignaturesCard definitions={template.signatures} signatures={doc.signatures} />
      {answer.payment && (
        <Suspense fallback={null}>
          <PaymentCard payment={answer.payment} />
        </Suspense>
      )}
    </Stack>
  );
}
