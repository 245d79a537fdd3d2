import { Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CitizenStep, type CitizenStepProps } from '../citizen/CitizenStep.tsx';

type Props = CitizenStepProps & {
  /** The "next" button: disabled until the step is done; `checking` shows a check on its way. */
  nextDisabled: boolean;
  checking?: boolean;
  onNext: () => void;
};

/** Step 0 of the answer and correction screens: the citizen search in a card, then "next". */
export function CitizenStepCard({ nextDisabled, checking = false, onNext, ...step }: Props) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3.5 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <CitizenStep {...step} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button
            variant="contained"
            size="large"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
            disabled={nextDisabled || checking}
            onClick={onNext}
            startIcon={checking ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('answering.next')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
