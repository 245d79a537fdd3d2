import type { SignatureDefinition, SignatureImage } from '@cabildo/domain';
import { Box, Chip, Divider, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ViewBlock } from './ViewBlock.tsx';

/** The signed signatures, three a row on desktop, one on a phone (spec part 3 §9). */
export function SignaturesCard({
  definitions,
  signatures,
}: {
  definitions: SignatureDefinition[];
  signatures: SignatureImage[];
}) {
  const { t } = useTranslation();
  const signed = signatures.filter((signature) => signature.file);
  if (signed.length === 0) return null;
  return (
    <ViewBlock title={t('answer-view.signatures.title')} id="answer-signatures">
      <Grid container spacing={2}>
        {signed.map((signature) => {
          const definition = definitions.find((d) => d.index === signature.index);
          return (
            <Grid key={signature.index} size={{ xs: 12, sm: 6, md: 4 }}>
              <Box
                component="figure"
                sx={{
                  m: 0,
                  height: '100%',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2.5,
                  p: 2,
                  textAlign: 'center',
                }}
              >
                <Box
                  component="img"
                  src={signature.file!.url}
                  alt={t('answer-view.signatures.signatureOf', {
                    name: signature.signatoryName || definition?.title,
                  })}
                  sx={{ display: 'block', mx: 'auto', maxWidth: '100%', height: 120, objectFit: 'contain' }}
                />
                <Divider sx={{ my: 1.5 }} />
                <Box component="figcaption">
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {signature.signatoryName}
                  </Typography>
                  {definition && (
                    <>
                      <Typography variant="body2" color="text.secondary">
                        {definition.title}
                      </Typography>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`answer-view.signatures.${definition.signatory}`)}
                        sx={{ mt: 1 }}
                      />
                    </>
                  )}
                </Box>
              </Box>
            </Grid>
          );
        })}
      </Grid>
    </ViewBlock>
  );
}
