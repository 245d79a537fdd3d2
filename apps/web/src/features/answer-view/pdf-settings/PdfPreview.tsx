import {
  fitLogo,
  LOGO_BOX,
  previewScale,
  RECORD_PAGE,
  type ImageSize,
  type PdfSettings,
} from '@cabildo/domain';
import { Box } from '@mui/material';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewSample } from './sample.ts';

// The record's colours (apps/server modules/records/render.ts).
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const SHADE = '#f0f4f8';
const ACCENT = '#1d4e89';
/** The record prints in DejaVu Sans Condensed; the nearest the browser has. */
const FONT =
  '"DejaVu Sans Condensed", "DejaVu Sans", "Roboto Condensed", "Arial Narrow", system-ui, sans-serif';
const LINE = 1.2;
const LABEL_SHARE = 0.38;
const FACT_LABEL = 110;
const QR = 86;
/** Before the first layout (and in tests): a width that reads. */
const FALLBACK_WIDTH = 320;

/** The rest of the page: sections of question rows, each bar's length a share of its column. */
const FILLER = [
  [0.8, 0.35, 0.6, 0.9],
  [0.5, 0.75, 0.3],
  [0.65, 0.4, 0.85, 0.55, 0.7],
  [0.45, 0.9, 0.6],
];

function Bar({ width, height }: { width: string; height: number }) {
  return <Box sx={{ width, height, bgcolor: RULE, borderRadius: 1 }} />;
}

/** The page's width in pixels, followed as the dialog resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width || FALLBACK_WIDTH] as const;
}

/**
 * A miniature of the record's first page (A4, 1 : 1.414) drawn as the PDF draws it
 * (apps/server modules/records/render.ts), in PDF points times the scale: the header with the
 * logo at its position, the name and extra information, the title, the facts, and the first
 * section with two questions at the chosen sizes and spacing. It redraws as the values change.
 */
export function PdfPreview({
  settings,
  logoUrl,
  headerName,
  sample,
  qr,
}: {
  settings: PdfSettings;
  /** The logo to show (a chosen file's object URL or the stored one), or null. */
  logoUrl: string | null;
  headerName: string;
  sample: PreviewSample;
  /** The record carries a QR code (the answer has a download code). */
  qr: boolean;
}) {
  const { t } = useTranslation();
  const [ref, width] = useWidth();
  const [natural, setNatural] = useState<ImageSize | null>(null);
  const s = previewScale(width);
  const pt = (points: number) => points * s;
  const portable = settings.portablePrint;
  const accent = portable ? INK : ACCENT;
  const { fontSizes, spacing, logoPosition } = settings;
  const showLogo = logoUrl !== null && !portable;
  const logo = fitLogo(natural ?? LOGO_BOX);
  const text = (size: number, bold: boolean, color = INK): CSSProperties => ({
    fontSize: pt(size),
    lineHeight: LINE,
    fontWeight: bold ? 700 : 400,
    color,
  });
  const align = !showLogo ? 'left' : logoPosition;
  const content = RECORD_PAGE.width - 2 * RECORD_PAGE.margin;

  const headerText = (
    <Box
      sx={{
        minWidth: 0,
        flex: 1,
        textAlign: align,
        pt: showLogo && logoPosition !== 'center' ? `${pt(4)}px` : 0,
      }}
    >
      <div style={{ ...text(13, true), overflowWrap: 'anywhere' }}>{headerName}</div>
      {settings.extraInfo && (
        <div
          style={{
            ...text(8.5, false, MUTED),
            marginTop: pt(2),
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
          }}
        >
          {settings.extraInfo}
        </div>
      )}
    </Box>
  );
  const logoBox = showLogo && (
    <Box
      data-testid="pdf-preview-logo"
      sx={{
        width: pt(LOGO_BOX.width),
        height: pt(LOGO_BOX.height),
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent:
          logoPosition === 'left' ? 'flex-start' : logoPosition === 'right' ? 'flex-end' : 'center',
        mx: logoPosition === 'center' ? 'auto' : 0,
      }}
    >
      <img
        src={logoUrl}
        alt=""
        onLoad={(event) =>
          setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
        style={{ width: pt(logo.width), height: pt(logo.height), objectFit: 'contain' }}
      />
    </Box>
  );

  const facts = [
    [t('pdf-settings.preview.code'), sample.facts.code],
    [t('pdf-settings.preview.date'), sample.facts.date],
    [t('pdf-settings.preview.author'), sample.facts.author],
  ] as const;
  const questions =
    sample.questions.length > 0 || sample.section !== null
      ? sample.questions
      : [1, 2].map((number) => ({
          label: t('pdf-settings.preview.question', { number }),
          value: t('pdf-settings.preview.answer'),
        }));

  return (
    <Box
      ref={ref}
      role="img"
      aria-label={t('pdf-settings.preview.label')}
      data-testid="pdf-preview"
      data-logo-position={showLogo ? logoPosition : 'none'}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${RECORD_PAGE.width} / ${RECORD_PAGE.height}`,
        bgcolor: '#fff',
        color: INK,
        fontFamily: FONT,
        overflow: 'hidden',
        borderRadius: 0.5,
        boxShadow: '0 1px 3px rgba(15, 23, 42, 0.18), 0 8px 24px rgba(15, 23, 42, 0.10)',
        outline: '1px solid',
        outlineColor: 'divider',
        userSelect: 'none',
        // The miniature is for the eye; its text is not read out one piece at a time.
        '& *': { pointerEvents: 'none' },
      }}
    >
      <Box aria-hidden sx={{ position: 'absolute', inset: `${pt(RECORD_PAGE.margin)}px`, bottom: 0 }}>
        {/* Header: logo and the municipality, then a rule. */}
        <Box
          data-testid="pdf-preview-header"
          sx={{
            display: 'flex',
            flexDirection:
              logoPosition === 'center' && showLogo
                ? 'column'
                : logoPosition === 'right'
                  ? 'row-reverse'
                  : 'row',
            gap: `${pt(logoPosition === 'center' ? 6 : 16)}px`,
            alignItems: logoPosition === 'center' && showLogo ? 'stretch' : 'flex-start',
          }}
        >
          {logoBox}
          {headerText}
        </Box>
        <Box sx={{ mt: `${pt(10)}px`, borderTop: `${Math.max(pt(1.2), 0.75)}px solid ${accent}` }} />
        <Box sx={{ mt: `${pt(12)}px` }}>
          <div style={{ ...text(8, true, accent), letterSpacing: pt(1.5), textTransform: 'uppercase' }}>
            {t('pdf-settings.preview.record')}
          </div>
          <div
            data-testid="pdf-preview-title"
            style={{ ...text(fontSizes.title, true), marginTop: pt(2), overflowWrap: 'anywhere' }}
          >
            {sample.title}
          </div>
          {sample.description && (
            <div
              style={{
                ...text(fontSizes.answer, false, MUTED),
                marginTop: pt(3),
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {sample.description}
            </div>
          )}
        </Box>
        {/* Facts box, with the QR code on its right. */}
        <Box
          sx={{
            mt: `${pt(10)}px`,
            p: `${pt(10)}px`,
            borderRadius: `${pt(6)}px`,
            display: 'flex',
            gap: `${pt(18)}px`,
            ...(portable ? { border: `${Math.max(pt(0.8), 0.5)}px solid ${RULE}` } : { bgcolor: SHADE }),
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'flex', mb: `${pt(4)}px` }}>
                <div
                  style={{ ...text(fontSizes.question, true, MUTED), width: pt(FACT_LABEL), flex: 'none' }}
                >
                  {label}
                </div>
                <div style={{ ...text(fontSizes.answer, false), minWidth: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </div>
              </Box>
            ))}
          </Box>
          {qr && (
            <Box
              sx={{
                width: pt(QR),
                height: pt(QR),
                flex: 'none',
                backgroundImage: `repeating-conic-gradient(${INK} 0 25%, #fff 0 50%)`,
                backgroundSize: `${pt(QR / 6)}px ${pt(QR / 6)}px`,
                opacity: 0.85,
              }}
            />
          )}
        </Box>
        {/* The first section and two of its questions. */}
        <Box data-testid="pdf-preview-section" sx={{ mt: `${pt(4 + spacing.sections)}px` }}>
          <Box sx={{ display: 'flex', gap: `${pt(portable ? 0 : 7)}px`, alignItems: 'flex-start' }}>
            {!portable && (
              <Box sx={{ width: pt(3), height: pt(fontSizes.section + 4), bgcolor: ACCENT, flex: 'none' }} />
            )}
            <div style={{ ...text(fontSizes.section, true), marginTop: pt(1) }}>
              {sample.section ?? t('pdf-settings.preview.section')}
            </div>
          </Box>
          <Box sx={{ mt: `${pt(6)}px` }}>
            {questions.map((question, index) => (
              <Box
                key={index}
                data-testid="pdf-preview-question"
                sx={{
                  display: 'flex',
                  gap: `${pt(10)}px`,
                  pb: `${pt(spacing.questions / 2)}px`,
                  mb: `${pt(spacing.questions / 2)}px`,
                  borderBottom: `${Math.max(pt(0.4), 0.5)}px solid ${RULE}`,
                }}
              >
                <div
                  style={{
                    ...text(fontSizes.question, true, MUTED),
                    width: pt(content * LABEL_SHARE),
                    flex: 'none',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {question.label}
                </div>
                <div style={{ ...text(fontSizes.answer, false), minWidth: 0, overflowWrap: 'anywhere' }}>
                  {question.value || '—'}
                </div>
              </Box>
            ))}
          </Box>
        </Box>
        {/* What follows, as grey bars at the same sizes and spacing, cut by the page's end. */}
        {FILLER.map((rows, section) => (
          <Box key={section} sx={{ mt: `${pt(spacing.sections + 6)}px`, opacity: 0.55 }}>
            <Box sx={{ display: 'flex', gap: `${pt(7)}px`, alignItems: 'center', mb: `${pt(6)}px` }}>
              {!portable && (
                <Box
                  sx={{ width: pt(3), height: pt(fontSizes.section + 4), bgcolor: ACCENT, flex: 'none' }}
                />
              )}
              <Bar width={`${28 + section * 7}%`} height={pt(fontSizes.section * 0.7)} />
            </Box>
            {rows.map((share, row) => (
              <Box
                key={row}
                sx={{
                  display: 'flex',
                  gap: `${pt(10)}px`,
                  alignItems: 'center',
                  pt: `${pt(fontSizes.question * 0.25)}px`,
                  pb: `${pt(spacing.questions / 2 + fontSizes.question * 0.25)}px`,
                  mb: `${pt(spacing.questions / 2)}px`,
                  borderBottom: `${Math.max(pt(0.4), 0.5)}px solid ${RULE}`,
                }}
              >
                <Box sx={{ width: pt(content * LABEL_SHARE), flex: 'none' }}>
                  <Bar width={`${45 + share * 40}%`} height={pt(fontSizes.question * 0.6)} />
                </Box>
                <Bar width={`${30 + share * 55}%`} height={pt(fontSizes.answer * 0.6)} />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
