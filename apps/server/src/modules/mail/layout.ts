import { fitLogo, type Language } from '@cabildo/domain';
import type { MailAttachment, MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml } from '../../http/html.ts';
import { mailTexts, renderedLanguage } from '../../i18n.ts';
import { COLOUR, LOGO_CID, SLOT, shapeKey, type Shape } from './skeleton.ts';
import { COMPILED_SKELETONS } from './skeletons.generated.ts';

/**
 * The one layout of every e-mail the server sends (issue 29 item 6): a complete HTML document laid
 * out with MJML (docs/decisions.md) — `<html lang>` in the reader's language, the sender's name and
 * logo (the municipality's from its PDF settings, else Cabildo's) as an inline CID image, the link
 * as a button with the address written out below it, a footer saying why the person gets it — and
 * the plain-text alternative with the same texts and link.
 *
 * The layout is MJML (skeleton.ts), compiled ahead of time per shape (with or without a button,
 * text after it) into skeletons.generated.ts; each message only fills the skeleton's slots with
 * its escaped texts, so no MJML runs in the server.
 */

/** Who the e-mail comes from: a municipality (its name and logo) or Cabildo itself. */
export type MailBrand = {
  name: string;
  logo: { bytes: Buffer; type: string; width: number; height: number };
  /** False when the mail speaks for Cabildo (no municipality). */
  municipality: boolean;
};

/** A piece of a message's body, in order. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string; level?: 2 | 3 }
  | { kind: 'fact'; label: string; value: string };

export type MailContent = {
  /** The reader's language: the texts are in it and `<html lang>` names it. */
  language: Language;
  subject: string;
  /** The title at the top of the body. */
  heading: string;
  /** The body before the button (all of it when there is none). */
  blocks: MailBlock[];
  /** The link as a button, with its label. */
  action?: { label: string; url: string };
  /** The body after the button. */
  after?: MailBlock[];
  /** The plain-text body (the footer is added here); it carries the same link as the button. */
  text: string;
  /** Why the person gets this e-mail (the footer). */
  reason: string;
  brand: MailBrand;
  attachments?: MailAttachment[];
};

/** The logo's box in the header, in CSS px: proportions kept, as large as fits. */
const LOGO_BOX = { width: 200, height: 56 };

export { LOGO_CID };

/** Inline styles of the body's elements (filled in after MJML, so MJML does not inline them). */
const STYLE = {
  heading: `margin:0 0 16px;font-size:24px;line-height:1.3;font-weight:700;color:${COLOUR.text}`,
  paragraph: 'margin:0 0 16px',
  subheading: `margin:24px 0 8px;padding-top:16px;border-top:1px solid ${COLOUR.rule};font-size:17px;line-height:1.4;font-weight:700;color:${COLOUR.text}`,
  fact: 'margin:0 0 12px',
  minorHeading: `margin:16px 0 8px;font-size:16px;line-height:1.4;font-weight:700;color:${COLOUR.text}`,
  label: `display:block;font-size:14px;line-height:1.4;font-weight:700;color:${COLOUR.muted}`,
  link: `color:${COLOUR.brand};text-decoration:underline;word-break:break-all`,
};

const compiledSkeleton = (shape: Shape): string => {
  const html = COMPILED_SKELETONS[shapeKey(shape)];
  if (!html) throw new Error(`no compiled mail skeleton for ${shapeKey(shape)}`);
  return html;
};

const withBreaks = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${STYLE.paragraph}">${withBreaks(block.text)}</p>`;
    case 'heading':
      return block.level === 3
        ? `<h3 style="${STYLE.minorHeading}">${escapeHtml(block.text)}</h3>`
        : `<h2 style="${STYLE.subheading}">${escapeHtml(block.text)}</h2>`;
    case 'fact':
      return `<p style="${STYLE.fact}"><span style="${STYLE.label}">${escapeHtml(block.label)}</span>${withBreaks(block.value)}</p>`;
  }
}

/** Where the link stands in a text of the catalogue: split out so that the button takes its place. */
const LINK_MARK = '\u0000link\u0000';

/**
 * A catalogue body with `{{link}}` in it as blocks: its paragraphs (blank-line separated) before the
 * link, and after it. `render` writes the body with the values it is given.
 */
export function aroundLink(render: (link: string) => string): { before: MailBlock[]; after: MailBlock[] } {
  const paragraphs = render(LINK_MARK)
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '');
  const at = paragraphs.findIndex((text) => text.includes(LINK_MARK));
  const toBlocks = (texts: string[]): MailBlock[] =>
    texts.map((text) => ({ kind: 'paragraph', text: text.replaceAll(LINK_MARK, '').trim() }));
  if (at < 0) return { before: toBlocks(paragraphs), after: [] };
  const own = paragraphs[at]!.replace(LINK_MARK, '').trim();
  return {
    before: toBlocks([...paragraphs.slice(0, at), ...(own ? [own] : [])]),
    after: toBlocks(paragraphs.slice(at + 1)),
  };
}

/** The message as sent: subject, plain text with its footer, the HTML document and the logo inline. */
export async function renderMail(content: MailContent): Promise<Omit<MailMessage, 'to'>> {
  const t = mailTexts(content.language);
  const { brand } = content;
  const logo = fitLogo({ width: brand.logo.width || 1, height: brand.logo.height || 1 }, LOGO_BOX);
  const after = content.after ?? [];
  const shape: Shape = { button: content.action !== undefined, after: after.length > 0 };
  const sentBy = brand.municipality ? t('layout.sentBy', { name: brand.name }) : t('layout.sentByCabildo');
  const footer = [content.reason, sentBy];
  const firstText = content.blocks.find((block) => block.kind === 'paragraph');
  const slots: Record<keyof typeof SLOT, string> = {
    lang: escapeHtml(renderedLanguage('mail', content.language)),
    title: escapeHtml(content.subject),
    preview: escapeHtml(firstText?.kind === 'paragraph' ? firstText.text : content.heading),
    name: escapeHtml(brand.name),
    body: [
      `<h1 style="${STYLE.heading}">${escapeHtml(content.heading)}</h1>`,
      ...content.blocks.map(blockHtml),
    ].join(''),
    href: escapeHtml(content.action?.url ?? ''),
    label: escapeHtml(content.action?.label ?? ''),
    fallback: content.action
      ? `${escapeHtml(t('layout.linkFallback'))}<br><a href="${escapeHtml(content.action.url)}" style="${STYLE.link}">${escapeHtml(content.action.url)}</a>`
      : '',
    after: after.map(blockHtml).join(''),
    footer: footer.map(escapeHtml).join('<br>'),
    logoWidth: String(Math.max(1, Math.round(logo.width))),
    logoHeight: String(Math.max(1, Math.round(logo.height))),
  };
  let html = compiledSkeleton(shape);
  for (const [name, slot] of Object.entries(SLOT))
    html = html.replaceAll(slot, () => slots[name as keyof typeof SLOT]);
  return {
    subject: content.subject,
    text: `${content.text.trim()}\n\n-- \n${footer.join('\n')}\n`,
    html,
    // The message's own files first (the answer copy's record), the inline logo last.
    attachments: [
      ...(content.attachments ?? []),
      {
        filename: brand.logo.type === 'image/jpeg' ? 'logo.jpg' : 'logo.png',
        content: brand.logo.bytes,
        contentType: brand.logo.type,
        cid: LOGO_CID,
      },
    ],
  };
}
