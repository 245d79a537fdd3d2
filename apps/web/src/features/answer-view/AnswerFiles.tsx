import type { FileRef } from '@cabildo/domain';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import {
  Box,
  Button,
  ButtonBase,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a file is called on screen: its name, or its type when it has none. */
export const fileName = (file: FileRef) => file.name || file.contentType;

/** An answer's attachments: images as thumbnails that open full size, documents and videos as links. */
export function AnswerFiles({
  images,
  documents,
  videos = [],
}: {
  images: FileRef[];
  documents: FileRef[];
  videos?: FileRef[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<FileRef | null>(null);
  if (images.length + documents.length + videos.length === 0) return null;
  const link = (file: FileRef, kind: 'document' | 'video') => (
    <Chip
      key={file.id}
      icon={kind === 'video' ? <VideocamOutlined /> : <AttachFileOutlined />}
      label={fileName(file)}
      aria-label={t(`answer-view.files.${kind}`, { name: fileName(file) })}
      component="a"
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      clickable
      variant="outlined"
      sx={{ maxWidth: '100%' }}
    />
  );
  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
        {images.map((file) => (
          <ButtonBase
            key={file.id}
            onClick={() => setOpen(file)}
            aria-label={t('answer-view.files.image', { name: fileName(file) })}
            aria-haspopup="dialog"
            sx={{
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              '&:hover img, &.Mui-focusVisible img': { transform: 'scale(1.04)' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box
              component="img"
              src={file.url}
              alt=""
              loading="lazy"
              sx={{
                display: 'block',
                width: 104,
                height: 104,
                objectFit: 'cover',
                transition: 'transform 160ms ease',
              }}
            />
          </ButtonBase>
        ))}
        {documents.map((file) => link(file, 'document'))}
        {videos.map((file) => link(file, 'video'))}
      </Stack>
      {open && <ImageViewer file={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function ImageViewer({ file, onClose }: { file: FileRef; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullScreen={narrow} aria-labelledby="image-viewer-title">
      <DialogTitle id="image-viewer-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('answer-view.files.viewer', { name: fileName(file) })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
        <Box
          component="img"
          src={file.url}
          alt={t('answer-view.files.imageAlt', { name: fileName(file) })}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
        />
      </DialogContent>
      <DialogActions>
        <Button
          component="a"
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNewOutlined />}
        >
          {t('answer-view.files.openOriginal')}
        </Button>
        <Button onClick={onClose} autoFocus>
          {t('answer-view.files.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
