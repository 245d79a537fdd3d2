import type { AnswerErrorKey, SignatureDefinition, SignatureImage } from '@cabildo/domain';
import { Card, CardContent, FormHelperText, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SignatureField } from '../uploads/SignatureField.tsx';

type Props = {
  formId: string;
  definitions: SignatureDefinition[];
  values: SignatureImage[];
  onChange: (signature: SignatureImage) => void;
  /** The signature problems to show (after a save attempt, or always on the edit screen). */
  issues: { index: number; message: AnswerErrorKey }[];
  disabled?: boolean;
  /** A block that cannot be signed here (edit screen: signed already, or a citizen's). */
  locked?: (definition: SignatureDefinition) => boolean;
};

/** The signature blocks of a form, three a row on desktop. */
export function SignaturesCard({ formId, definitions, values, onChange, issues, disabled, locked }: Props) {
  const { t } = useTranslation();
  if (definitions.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ borderRadius: 3.5 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('answering.signatures.title')}
        </Typography>
        <Grid container spacing={2.5}>
          {definitions.map((definition) => {
            const value = values.find((s) => s.index === definition.index);
            if (!value) return null;
            const issue = issues.find((s) => s.index === definition.index);
            return (
              <Grid
                key={definition.index}
                size={{ xs: 12, sm: 6, md: 4 }}
                data-invalid={issue ? 'true' : undefined}
              >
                <SignatureField
                  formId={formId}
                  definition={definition}
                  value={value}
                  onChange={onChange}
                  disabled={disabled || (locked?.(definition) ?? false)}
                />
                {issue && (
                  <FormHelperText error sx={{ fontSize: '0.85rem' }}>
                    {t(issue.message)}
                  </FormHelperText>
                )}
              </Grid>
            );
          })}
        </Grid>
      </CardContent>
    </Card>
  );
}
