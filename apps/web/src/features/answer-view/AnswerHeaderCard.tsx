import { answerBadge, formatDateTime, type AnswerDetail } from '@cabildo/domain';
import { Box, Chip, Divider, Paper, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormHeaderImage, FormHeading } from '../answering/kit/FormHeading.tsx';
import { CitizenChips } from './CitizenChips.tsx';
import { StateChip } from './StateChip.tsx';
import { FactGrid } from '../../components/FactGrid.tsx';
import { useReaderTimeZone } from '../../session/session.tsx';

const BADGE_COLOURS = { inReview: 'info', toCorrect: 'warning', approved: 'success' } as const;

/**
 * The answer's header: header image, title and description (in the alternative language when the
 * form has it), state and badge, the answer's facts (each only when present) and the citizen.
 */
export function AnswerHeaderCard({ answer }: { answer: AnswerDetail }) {
  const { t } = useTranslation();
  const zone = useReaderTimeZone();
  const doc = answer.document;
  const { template, author } = doc;
  const badge = answerBadge(doc);
  const authorName =
    // A citizen-portal answer has no staff user but names its portal user.
    author.userId === null && doc.mode !== 'citizen-portal'
      ? t('answer-view.header.anonymous')
      : [author.firstName, author.lastName].filter(Boolean).join(' ') || author.username;
  const created = formatDateTime(answer.createdAt, zone);
  const updated = formatDateTime(answer.updatedAt, zone);

  const facts: [string, ReactNode][] = [
    [
      t('answer-view.header.code'),
      <Chip key="code" color="primary" size="small" label={answer.code} sx={{ fontWeight: 700 }} />,
    ],
    [t('answer-view.header.date'), created],
    ...(updated !== created ? [[t('answer-view.header.updated'), updated] as [string, ReactNode]] : []),
    [t('answer-view.header.author'), authorName],
    ...(
      [
        ['inspectorId', author.inspectorId],
        ['incident', doc.incident?.id],
        ['electronicSignature', doc.electronicSignatureId],
        ['pdfDownloadCode', doc.pdfDownloadCode],
        ['paymentOrder', answer.payment?.orderNumber ?? doc.paymentOrderId],
      ] as const
    ).flatMap(([key, value]) =>
      value ? [[t(`answer-view.header.${key}`), value] as [string, ReactNode]] : [],
    ),
  ];

  return (
    <Paper variant="outlined" component="header" sx={{ borderRadius: 3.5, overflow: 'hidden' }}>
      <FormHeaderImage template={template} />
      <Box sx={{ px: { xs: 2.5, sm: 4 }, pt: { xs: 2.5, sm: 3.5 }, pb: { xs: 2.5, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 3 }}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-start' } }}
        >
          <FormHeading template={template} municipality={doc.municipality.name} />
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ flexShrink: 0, alignItems: 'center', flexWrap: 'wrap' }}
            aria-label={t('answer-view.header.state')}
            role="group"
          >
            <StateChip state={doc.state} />
            {badge && (
              <Chip
                variant="outlined"
                color={BADGE_COLOURS[badge]}
                label={t(`answer-view.badge.${badge}`)}
                sx={{ fontWeight: 700 }}
              />
            )}
          </Stack>
        </Stack>
      </Box>
      <Divider />
      <FactGrid
        facts={facts}
        label={t('answer-view.header.facts')}
        sx={{ px: { xs: 2.5, sm: 4 }, py: 2.5, bgcolor: 'rgba(29, 78, 137, 0.025)' }}
      />
      {doc.citizen && (
        <>
          <Divider />
          <Box component="section" sx={{ px: { xs: 2.5, sm: 4 }, py: 2.5 }}>
            <CitizenChips citizen={doc.citizen} />
          </Box>
        </>
      )}
    </Paper>
  );
}
