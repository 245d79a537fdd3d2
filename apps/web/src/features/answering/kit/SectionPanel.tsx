import UnfoldLessOutlined from '@mui/icons-material/UnfoldLessOutlined';
import UnfoldMoreOutlined from '@mui/icons-material/UnfoldMoreOutlined';
import { Box, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The look of a section's collapsible panel, the same on the answer, correction and view screens. */
export const sectionPanelSx = {
  borderRadius: '14px !important',
  '&::before': { display: 'none' },
  overflow: 'hidden',
} as const;

/** The panel's summary row, tinted while the section is open. */
export const sectionSummarySx = (expanded: boolean) => ({
  px: { xs: 2, sm: 3 },
  py: 0.5,
  bgcolor: expanded ? 'rgba(29, 78, 137, 0.04)' : undefined,
});

/** The section's number in a filled circle before its title (decorative: the title names the section). */
export function SectionNumber({ number }: { number: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'grid',
        placeItems: 'center',
        fontSize: 14,
        fontWeight: 700,
        flexShrink: 0,
      }}
    >
      {number}
    </Box>
  );
}

/** Opens every section, or closes them all when every one is open. */
export function ExpandAllButton({
  allOpen,
  onClick,
  controls,
  sx,
}: {
  allOpen: boolean;
  onClick: () => void;
  /** The ids of the panels it opens and closes. */
  controls?: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      startIcon={allOpen ? <UnfoldLessOutlined /> : <UnfoldMoreOutlined />}
      onClick={onClick}
      aria-controls={controls}
      sx={sx}
    >
      {t(allOpen ? 'answering.collapseAll' : 'answering.expandAll')}
    </Button>
  );
}
