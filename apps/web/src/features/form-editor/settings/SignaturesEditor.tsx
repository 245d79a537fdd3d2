import { SIGNATURE_TITLE_MAX, type SignatureDefinition } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Grid, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useListFocus } from '../../../components/useListFocus.ts';
import { EditorCard } from './EditorCard.tsx';

export function SignaturesEditor({
  signatures,
  onChange,
  readOnly,
}: {
  signatures: SignatureDefinition[];
  onChange: (signatures: SignatureDefinition[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<SignatureDefinition>) =>
    onChange(signatures.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const focus = useListFocus(signatures.map((_, index) => String(index)));
  return (
    <EditorCard title={t('editor.signatures.title')}>
      <Stack spacing={2} ref={focus.list}>
        {signatures.map((signature, index) => (
          <Grid container spacing={1.5} key={index} data-item sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 10, md: 5 }}>
              <TextField
                fullWidth
                size="small"
                label={t('editor.signatures.signatureTitle')}
                value={signature.title}
                disabled={readOnly}
                slotProps={{ htmlInput: { maxLength: SIGNATURE_TITLE_MAX } }}
                helperText={`${signature.title.length}/${SIGNATURE_TITLE_MAX}`}
                onChange={(event) => set(index, { title: event.target.value })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }} sx={{ order: { xs: 3, md: 2 } }}>
              <TextField
                select
                fullWidth
                size="small"
                label={t('editor.signatures.type')}
                value={signature.type}
                disabled={readOnly}
                onChange={(event) => set(index, { type: event.target.value as SignatureDefinition['type'] })}
              >
                {(['both', 'draw', 'upload'] as const).map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`editor.signatures.types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }} sx={{ order: { xs: 4, md: 3 } }}>
              <TextField
                select
                fullWidth
                size="small"
                label={t('editor.signatures.signatory')}
                value={signature.signatory}
                disabled={readOnly}
                onChange={(event) =>
                  set(index, { signatory: event.target.value as SignatureDefinition['signatory'] })
                }
              >
                {(['citizen', 'staff'] as const).map((who) => (
                  <MenuItem key={who} value={who}>
                    {t(`editor.signatures.signatories.${who}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {/* On a phone the remove button sits beside the title, the two menus below. */}
            <Grid
              size={{ xs: 2, md: 1 }}
              sx={{ order: { xs: 2, md: 4 }, textAlign: 'center', alignSelf: 'flex-start', pt: 0.5 }}
            >
              <IconButton
                aria-label={t('editor.signatures.remove', { title: signature.title })}
                disabled={readOnly}
                onClick={() => {
                  focus.removed(index);
                  onChange(signatures.filter((_, i) => i !== index).map((s, i) => ({ ...s, index: i })));
                }}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Grid>
          </Grid>
        ))}
        <Box>
          <Button
            data-list-add
            startIcon={<AddOutlined />}
            disabled={readOnly}
            onClick={() => {
              focus.added();
              onChange([
                ...signatures,
                { index: signatures.length, title: '', type: 'both', signatory: 'citizen' },
              ]);
            }}
          >
            {t('editor.signatures.add')}
          </Button>
        </Box>
      </Stack>
    </EditorCard>
  );
}
