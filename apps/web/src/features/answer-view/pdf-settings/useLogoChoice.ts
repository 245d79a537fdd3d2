import { LOGO_MAX_BYTES, readLogo } from '@cabildo/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pdfLogoUrl } from '../../../api/pdfSettings.ts';

/** A chosen logo file, not sent yet, with the object URL the preview shows it by. */
export type ChosenLogo = { file: File; url: string };

/**
 * The logo as the dialog holds it until Save: a chosen file (checked here by size and content
 * with the server's own rule), or the stored one to remove, and the URL the preview shows.
 */
export function useLogoChoice(storedHasLogo: boolean, municipalityId: string) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenLogo | null>(null);
  const [removeStored, setRemoveStored] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [logoVersion, setLogoVersion] = useState(0);

  // The chosen file's object URL lives as long as the choice.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const storedLogo = storedHasLogo && !removeStored;
  const hasLogo = chosen !== null || storedLogo;
  const url = chosen?.url ?? (storedLogo ? `${pdfLogoUrl(municipalityId)}?v=${logoVersion}` : null);

  const choose = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setLogoError(null);
    const read =
      file.size > LOGO_MAX_BYTES
        ? readLogo(new Uint8Array(), file.size)
        : readLogo(new Uint8Array(await file.arrayBuffer()), file.size);
    if (!read.ok) {
      setLogoError(t(`errors.${read.code}`));
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const removeLogo = () => {
    setLogoError(null);
    setChosen(null);
    setRemoveStored(storedHasLogo);
  };

  return {
    fileInput,
    chosen,
    setChosen,
    removeStored,
    setRemoveStored,
    storedHasLogo,
    error: logoError,
    setError: setLogoError,
    hasLogo,
    url,
    choose,
    removeLogo,
    /** After an upload: the stored logo's URL changes so the preview loads it again. */
    storedChanged: () => setLogoVersion((version) => version + 1),
  };
}

export type LogoChoice = ReturnType<typeof useLogoChoice>;
