import type { FormTemplate } from '@cabildo/domain';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormText } from '../../../components/formText.ts';

type Form = Pick<FormTemplate, 'options' | 'headerImageUrl'>;

/** The form's header image across the top of its card, when the form shows one. */
export function FormHeaderImage({ template }: { template: Form }) {
  const { t } = useTranslation();
  if (!template.options.headerImage || !template.headerImageUrl) return null;
  return (
    <Box
      component="img"
      src={template.headerImageUrl}
      alt={t('answering.headerImage')}
      sx={{ display: 'block', width: '100%', aspectRatio: '1280 / 150', objectFit: 'cover' }}
    />
  );
}

type Texts = Pick<FormTemplate, 'title' | 'titleAlt' | 'description' | 'descriptionAlt'>;

/** The municipality, the form's title (the page's h1) and description, in the alternative language when the form has it. */
export function FormHeading({ template, municipality }: { template: Texts; municipality: string }) {
  const form = useFormText();
  const title = form.text(template.title, template.titleAlt);
  const description = form.text(template.description, template.descriptionAlt);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 1.2, lineHeight: 1.6 }}>
        {municipality}
      </Typography>
      <Typography
        variant="h4"
        component="h1"
        lang={form.langOf(template.titleAlt)}
        sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2rem' }, lineHeight: 1.2, mb: 1 }}
      >
        {title}
      </Typography>
      {description && (
        <Typography
          color="text.secondary"
          lang={form.langOf(template.descriptionAlt)}
          sx={{ whiteSpace: 'pre-line', maxWidth: '70ch' }}
        >
          {description}
        </Typography>
      )}
    </Box>
  );
}
