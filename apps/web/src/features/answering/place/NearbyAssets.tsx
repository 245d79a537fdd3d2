import type { Asset, GeoPoint } from '@cabildo/domain';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
  Button,
} from '@mui/material';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearbyAssets } from '../../../api/places.ts';
import { Term, TermList } from '../../../components/TermList.tsx';

/** The assets within 1 km of the pin, to choose the one the answer is about. */
export function NearbyAssets({
  formId,
  pin,
  disabled,
  onChoose,
}: {
  formId: string;
  pin: GeoPoint;
  disabled: boolean;
  onChoose: (asset: Asset) => void;
}) {
  const { t } = useTranslation();
  const nearby = useNearbyAssets(formId, pin, true);
  const titleId = useId();
  useEffect(() => {
    // Spec part 1 §8: an asset lookup failure is logged only; the person sees nothing of it.
    if (nearby.error) console.warn('asset lookup failed', nearby.error);
  }, [nearby.error]);
  if (nearby.isError) return null;

  const assets = nearby.data?.assets ?? [];
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('places.assets.title')}
      </Typography>
      {nearby.isPending ? (
        <Box aria-live="polite" sx={{ py: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('places.assets.loading')}
          </Typography>
          <LinearProgress sx={{ mt: 0.5 }} />
        </Box>
      ) : assets.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
          {t('places.assets.none')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('places.assets.help')}
          </Typography>
          {/* A list that scrolls by itself on wider screens; on a phone, with the page (no nested scroll). */}
          <Paper
            variant="outlined"
            sx={{ maxHeight: { xs: 'none', sm: 240 }, overflowY: { xs: 'visible', sm: 'auto' } }}
          >
            <List dense disablePadding aria-labelledby={titleId}>
              {assets.map((asset) => (
                <ListItemButton key={asset.id} disabled={disabled} onClick={() => onChoose(asset)}>
                  <ListItemText
                    primary={asset.description}
                    secondary={[asset.type, asset.address].filter(Boolean).join(' · ')}
                  />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        </>
      )}
    </Box>
  );
}

/** The asset assigned to the answer: description, type and address, and a way to remove it. */
export function AssetCard({
  asset,
  disabled,
  onRemove,
}: {
  asset: Asset;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={titleId} variant="overline" component="h3" color="text.secondary">
          {t('places.assets.chosen')}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {asset.description}
        </Typography>
        <TermList>
          <Term label={t('places.assets.type')} value={asset.type} />
          {asset.address && <Term label={t('places.assets.address')} value={asset.address} />}
        </TermList>
      </CardContent>
      {!disabled && (
        <CardActions sx={{ pt: 0 }}>
          <Button size="small" color="error" onClick={onRemove}>
            {t('places.assets.remove')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
