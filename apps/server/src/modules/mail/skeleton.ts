/**
 * The e-mail layout in MJML (issue 29 item 6): one document per shape, with slots a message fills
 * (layout.ts). MJML runs at development time only: apps/server/test/modules/mail/mail-skeletons.test.ts compiles
 * these into skeletons.generated.ts and fails when that file is not their compilation, so the
 * server ships the compiled HTML and not MJML's ~230 packages (nor its seconds of start-up).
 */

/** The logo's Content-ID (the HTML's `cid:` image source). */
export const LOGO_CID = 'logo@cabildo';

export const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Helvetica Neue', Helvetica, Arial, 'Noto Sans', 'Hiragino Sans', 'Yu Gothic', Meiryo, sans-serif";
export const COLOUR = {
  page: '#eef1f5',
  card: '#ffffff',
  text: '#1f2937', // 14.7:1 on white
  muted: '#4b5563', // 7.6:1 on white, 6.7:1 on the page
  brand: '#1d4e89', // the web app's blue: 8.4:1 on white, white text on it 8.4:1
  rule: '#d8dee6',
};

/** The places a message fills in the compiled skeleton (escaped texts, or the layout's own HTML). */
export const SLOT = {
  lang: '%%CABILDO_LANG%%',
  title: '%%CABILDO_TITLE%%',
  preview: '%%CABILDO_PREVIEW%%',
  name: '%%CABILDO_NAME%%',
  body: '%%CABILDO_BODY%%',
  href: '%%CABILDO_HREF%%',
  label: '%%CABILDO_LABEL%%',
  fallback: '%%CABILDO_FALLBACK%%',
  after: '%%CABILDO_AFTER%%',
  footer: '%%CABILDO_FOOTER%%',
  logoWidth: '%%CABILDO_LOGO_WIDTH%%',
  logoHeight: '%%CABILDO_LOGO_HEIGHT%%',
} as const;

/** What changes the skeleton's structure: a button (with the address under it), text after it. */
export type Shape = { button: boolean; after: boolean };
export const SHAPES: Shape[] = [
  { button: true, after: true },
  { button: true, after: false },
  { button: false, after: true },
  { button: false, after: false },
];
export const shapeKey = ({ button, after }: Shape) =>
  `${button ? 'button' : 'plain'}-${after ? 'after' : 'end'}`;

/** The layout in MJML for a shape (compiled by the test that writes skeletons.generated.ts). */
export function skeletonMjml({ button, after }: Shape): string {
  const actionPart = button
    ? `<mj-button href="${SLOT.href}" align="left" background-color="${COLOUR.brand}" color="#ffffff" font-size="16px" font-weight="700" line-height="24px" inner-padding="14px 28px" border-radius="6px" padding="8px 0 16px">${SLOT.label}</mj-button>
       <mj-text font-size="14px" color="${COLOUR.muted}" padding="0 0 16px">${SLOT.fallback}</mj-text>`
    : '';
  const afterPart = after ? `<mj-text>${SLOT.after}</mj-text>` : '';
  return `<mjml lang="${SLOT.lang}">
  <mj-head>
    <mj-title>${SLOT.title}</mj-title>
    <mj-preview>${SLOT.preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="1.55" color="${COLOUR.text}" padding="0" />
      <mj-section padding="0" />
    </mj-attributes>
    <mj-style>
      a { color: ${COLOUR.brand}; }
      @media only screen and (max-width: 480px) { .cabildo-card > table > tbody > tr > td { padding-left: 20px !important; padding-right: 20px !important; } }
    </mj-style>
  </mj-head>
  <mj-body background-color="${COLOUR.page}" width="640px">
    <mj-section padding="24px 12px 0">
      <mj-column>
        <mj-spacer height="1px" />
      </mj-column>
    </mj-section>
    <mj-wrapper background-color="${COLOUR.card}" border-top="4px solid ${COLOUR.brand}" border-radius="8px" padding="0" css-class="cabildo-frame">
      <mj-section padding="24px 32px 8px" css-class="cabildo-card">
        <mj-column>
          <mj-text padding="0 0 12px"><img src="cid:${LOGO_CID}" alt="" width="${SLOT.logoWidth}" height="${SLOT.logoHeight}" style="display:block;border:0;outline:none;text-decoration:none;width:${SLOT.logoWidth}px;height:${SLOT.logoHeight}px;max-width:100%"></mj-text>
          <mj-text font-size="18px" font-weight="700" line-height="1.3" color="${COLOUR.text}" padding="0 0 16px">${SLOT.name}</mj-text>
          <mj-divider border-width="1px" border-color="${COLOUR.rule}" padding="0" />
        </mj-column>
      </mj-section>
      <mj-section padding="16px 32px 16px" css-class="cabildo-card">
        <mj-column>
          <mj-text>${SLOT.body}</mj-text>
          ${actionPart}
          ${afterPart}
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section padding="16px 32px 32px" css-class="cabildo-card">
      <mj-column>
        <mj-text font-size="13px" line-height="1.5" color="${COLOUR.muted}">${SLOT.footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
