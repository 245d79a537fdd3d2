import type { GeocodedPlace } from '@cabildo/domain';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  Box,
  CircularProgress,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Paper,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorKey } from '../../../api/client.ts';
import { useAddressSearch } from '../../../api/places.ts';
import { TextInput } from '../../../components/TextInput.tsx';

/** The address search above the answer map: results to pick from; a failure never blocks the pin. */
export function AddressSearch({
  formId,
  disabled,
  onPick,
}: {
  formId: string;
  disabled: boolean;
  onPick: (place: GeocodedPlace) => void;
}) {
  const { t } = useTranslation();
  const search = useAddressSearch(formId);
  const [text, setText] = useState('');
  const resultsId = useId();
  const results = search.data?.results ?? null;

  const submit = () => {
    const query = text.trim();
    if (query && !search.isPending) search.mutate(query);
  };
  const pick = (place: GeocodedPlace) => {
    onPick(place);
    search.reset();
  };

  const unavailable =
    search.error instanceof ApiError &&
    (search.error.code === 'GEOCODING_UNAVAILABLE' || search.error.code === 'NETWORK');

  return (
    // Not a <form>: the answer screen's form may hold this one, and forms do not nest.
    <Box role="search" sx={{ mb: 1.5 }}>
      <TextInput
        fullWidth
        size="small"
        label={t('places.search.label')}
        placeholder={t('places.search.placeholder')}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter searches; it must not submit the answer around the map.
          event.preventDefault();
          submit();
        }}
        inputProps={{
          maxLength: 200,
          enterKeyHint: 'search',
          'aria-controls': results ? resultsId : undefined,
        }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              onClick={submit}
              aria-label={t('places.search.submit')}
              disabled={disabled || search.isPending || !text.trim()}
            >
              {search.isPending ? <CircularProgress size={20} aria-hidden /> : <SearchOutlined />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Box aria-live="polite">
        {search.isError && (
          <Alert severity={unavailable ? 'info' : 'warning'} sx={{ mt: 1 }}>
            {unavailable ? t('places.search.unavailable') : t(errorKey(search.error))}
          </Alert>
        )}
        {results && results.length === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('places.search.none')}
          </Alert>
        )}
      </Box>
      {results && results.length > 0 && (
        <Paper variant="outlined" sx={{ mt: 1 }}>
          <List dense id={resultsId} aria-label={t('places.search.results')} disablePadding>
            {results.map((place) => (
              <ListItemButton
                key={`${place.latitude},${place.longitude},${place.address}`}
                onClick={() => pick(place)}
              >
                <ListItemText primary={place.address} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
