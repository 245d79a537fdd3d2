import {
  formatDateTime,
  NO,
  YES,
  type AnswerDetail,
  type AnswerDocument,
  type FileRef,
  type Question,
  type QuestionAnswer,
  type Section,
} from '@cabildo/domain';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Card, CardContent, Chip, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker } from 'react-leaflet';
import { MapFrame } from '../../components/MapFrame.tsx';
import { StateChip } from '../answer-view/StateChip.tsx';
import { dateToDisplay, localized } from './texts.ts';

/**
 * A read-only answer: header data, citizen, place, each section's questions and answers with
 * their attachments, observations and signatures. The review issue builds the full view on it.
 */
export function AnswerReadView({ answer }: { answer: AnswerDetail }) {
  const { t, i18n } = useTranslation();
  const doc = answer.document;
  const { template } = doc;
  const author = [doc.author.firstName, doc.author.lastName].filter(Boolean).join(' ') || doc.author.username;

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 1.2 }}>
            {doc.municipality.name}
          </Typography>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}
          >
            {localized(template.title, template.titleAlt, i18n.language)}
          </Typography>
          <Grid container spacing={2} sx={{ mt: 1.5 }} component="dl">
            <Fact label={t('answering.view.code')}>
              <Chip color="primary" label={answer.code} sx={{ fontWeight: 700 }} />
            </Fact>
            <Fact label={t('answering.view.date')}>{formatDateTime(answer.createdAt)}</Fact>
            <Fact label={t('answering.view.author')}>{author}</Fact>
            <Fact label={t('answering.view.state')}>
              <StateChip state={doc.state} />
            </Fact>
          </Grid>
        </CardContent>
      </Card>

      {doc.citizen && (
        <Block title={t('answering.view.citizen')}>
          <Grid container spacing={2} component="dl">
            <Fact label={t('answering.view.citizen')}>
              {[doc.citizen.firstName, doc.citizen.kind === 'legal' ? '' : doc.citizen.lastName]
                .filter(Boolean)
                .join(' ')}
            </Fact>
            <Fact label={t('answering.view.document')}>{doc.citizen.dni ?? doc.citizen.cuit ?? '—'}</Fact>
            {doc.citizen.email && <Fact label={t('answering.view.email')}>{doc.citizen.email}</Fact>}
            {doc.citizen.phone && <Fact label={t('answering.view.phone')}>{doc.citizen.phone}</Fact>}
            {doc.citizen.street && <Fact label={t('answering.view.street')}>{doc.citizen.street}</Fact>}
          </Grid>
        </Block>
      )}

      {doc.location && <PlaceBlock doc={doc} />}

      {template.sections.map((section, index) => {
        const answered = doc.sections[index];
        if (!answered) return null;
        return (
          <Block key={section.id} title={localized(section.title, section.titleAlt, i18n.language)}>
            <Stack spacing={2} divider={<Divider flexItem />}>
              {answered.rows.map((row, rowIndex) => (
                <Box key={rowIndex}>
                  {section.repeatable && (
                    <Typography
                      variant="subtitle2"
                      component="h3"
                      sx={{ color: 'primary.main', fontWeight: 700, mb: 1 }}
                    >
                      {t('answering.repeatable.copy', { number: rowIndex + 1 })}
                    </Typography>
                  )}
                  <QuestionList questions={section.questions} answers={row.answers} />
                  <Conditions section={section} conditions={row.conditions} />
                </Box>
              ))}
            </Stack>
          </Block>
        );
      })}

      {doc.observations.trim() && (
        <Block title={t('answering.view.observations')}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{doc.observations}</Typography>
        </Block>
      )}

      {doc.signatures.some((s) => s.file) && (
        <Block title={t('answering.view.signatures')}>
          <Grid container spacing={2}>
            {doc.signatures.map((signature) => {
              if (!signature.file) return null;
              const definition = template.signatures.find((d) => d.index === signature.index);
              return (
                <Grid key={signature.index} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Box
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, textAlign: 'center' }}
                  >
                    <Box
                      component="img"
                      src={signature.file.url}
                      alt={t('answering.view.signatureOf', { name: signature.signatoryName })}
                      sx={{ maxWidth: '100%', height: 110, objectFit: 'contain' }}
                    />
                    <Divider sx={{ my: 1 }} />
                    <Typography sx={{ fontWeight: 600 }}>{signature.signatoryName}</Typography>
                    {definition && (
                      <Typography variant="body2" color="text.secondary">
                        {definition.title}
                      </Typography>
                    )}
                  </Box>
                </Grid>
              );
            })}
          </Grid>
        </Block>
      )}
    </Stack>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Grid>
  );
}

function Conditions({
  section,
  conditions,
}: {
  section: Section;
  conditions: AnswerDocument['sections'][number]['rows'][number]['conditions'];
}) {
  const { i18n } = useTranslation();
  if (!section.conditional) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: section.questions.length > 0 ? 2 : 0 }}>
      {conditions
        .filter((condition) => condition.checked)
        .map((condition) => {
          const definition = section.conditions.find((c) => c.order === condition.order);
          if (!definition) return null;
          return (
            <Box key={condition.order} sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 2 }}>
              <Typography sx={{ fontWeight: 700, mb: 1 }}>
                ✓ {localized(definition.text, definition.textAlt, i18n.language)}
              </Typography>
              <QuestionList questions={definition.questions} answers={condition.answers} />
            </Box>
          );
        })}
    </Stack>
  );
}

function QuestionList({ questions, answers }: { questions: Question[]; answers: QuestionAnswer[] }) {
  const { i18n } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      {questions.map((question, index) => {
        const answer = answers[index];
        if (!answer) return null;
        return (
          <Box key={question.id}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {localized(question.title, question.titleAlt, i18n.language)}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <AnswerValue question={question} answer={answer} />
              <Files files={[...answer.images, ...answer.documents, ...answer.videos]} />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

function AnswerValue({ question, answer }: { question: Question; answer: QuestionAnswer }) {
  const { t, i18n } = useTranslation();
  let text = '';
  if (question.kind === 'open')
    text = question.dataType === 'date' ? dateToDisplay(answer.value) : answer.value;
  else if (question.kind === 'yesno')
    text =
      answer.value === YES
        ? t('answering.widgets.yes')
        : answer.value === NO
          ? t('answering.widgets.no')
          : '';
  else
    text = question.options
      .filter((option) => answer.selected.includes(option.order))
      .map((option) => localized(option.text, option.textAlt, i18n.language))
      .join(', ');
  const hasFiles = answer.images.length + answer.documents.length + answer.videos.length > 0;
  if (!text) {
    return hasFiles ? null : (
      <Typography color="text.disabled" sx={{ fontStyle: 'italic' }}>
        {t('answering.view.noAnswer')}
      </Typography>
    );
  }
  if (question.kind === 'open' && question.dataType === 'link')
    return (
      <Link href={text} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
        {text}
      </Link>
    );
  return <Typography sx={{ fontWeight: 500, whiteSpace: 'pre-line' }}>{text}</Typography>;
}

function Files({ files }: { files: FileRef[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
      {files.map((file) =>
        file.contentType.startsWith('image/') ? (
          <Box
            key={file.id}
            component="a"
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}
          >
            <Box
              component="img"
              src={file.url}
              alt={t('answering.view.attachment', { name: file.name })}
              sx={{ display: 'block', width: 112, height: 112, objectFit: 'cover' }}
            />
          </Box>
        ) : (
          <Chip
            key={file.id}
            icon={<AttachFileOutlined />}
            label={file.name || file.contentType}
            component="a"
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            clickable
            variant="outlined"
          />
        ),
      )}
    </Stack>
  );
}

function PlaceBlock({ doc }: { doc: AnswerDocument }) {
  const { t } = useTranslation();
  const location = doc.location!;
  return (
    <Block title={t('answering.view.place')}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <PlaceOutlined color="primary" aria-hidden />
          <Box>
            {location.address && <Typography sx={{ fontWeight: 600 }}>{location.address}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {t('answering.view.coordinates')}: {location.latitude.toFixed(6)},{' '}
              {location.longitude.toFixed(6)}
            </Typography>
            {doc.asset && (
              <Typography variant="body2" color="text.secondary">
                {t('answering.view.asset')}: {doc.asset.description} ({doc.asset.type})
              </Typography>
            )}
          </Box>
        </Stack>
        <MapFrame
          height={220}
          center={[location.latitude, location.longitude]}
          zoom={16}
          scrollWheelZoom={false}
          dragging={false}
          zoomControl={false}
          doubleClickZoom={false}
          keyboard={false}
        >
          <CircleMarker
            center={[location.latitude, location.longitude]}
            radius={9}
            pathOptions={{ color: '#1d4e89', fillOpacity: 0.6 }}
          />
        </MapFrame>
      </Stack>
    </Block>
  );
}
