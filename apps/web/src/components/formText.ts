import { localized, localizedLanguage, type AltTexts } from '@cabildo/domain';
import { useTranslation } from 'react-i18next';
import { renderedLanguage } from '../i18n/index.ts';
import { toLanguage } from '@cabildo/domain/languages';

const primary = (tag: string) => tag.split('-')[0];

/**
 * A form's texts in the interface language where the form has them (its alternative texts), and
 * the `lang` to put on an element showing one in another language than the page's (the form's own
 * Spanish on an English page, say), so that screen readers and hyphenation read it right (WCAG
 * 3.1.2). `lang` is undefined when the text is in the page's language.
 */
export function useFormText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const page = renderedLanguage(toLanguage(language) ?? 'en');
  const langOf = (alt: AltTexts | undefined): string | undefined => {
    const shown = localizedLanguage(alt, language);
    return primary(shown) === primary(page) ? undefined : shown;
  };
  return {
    text: (text: string, alt: AltTexts | undefined) => localized(text, alt, language),
    langOf,
  };
}
