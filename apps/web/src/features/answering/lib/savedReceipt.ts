import type { FormTemplate, SavedAnswer } from '@cabildo/domain';

/**
 * What the saved page needs of the answer just sent to offer its voucher: the answer, the
 * submission id that proves this browser sent it, the record's download code, and what the form
 * says of its voucher (its customised text, whether it downloads by itself). Handed over in the
 * navigation state and kept for the tab's life, so a reload of the saved page keeps the voucher.
 */
export type SavedReceipt = {
  formId: string;
  answerId: string;
  clientSubmissionId: string;
  pdfDownloadCode: string | null;
  /** The form's customised voucher text (options.customizedVoucher), as it was when answered. */
  voucherText?: string;
  /** The form downloads the voucher by itself (options.automaticDownload). */
  automaticDownload?: boolean;
  /** The voucher was downloaded by itself once: a reload of the saved page does not do it again. */
  voucherDownloaded?: boolean;
  /** The form offers an appointment (noted by the saved page, so a reload keeps the booking button). */
  appointment?: boolean;
  /** The ticket order saved with the answer and its token: the saved page offers its payment (issue 17). */
  payment?: { id: string; token: string };
};

const keyOf = (code: string) => `cabildo:saved:${code}`;

/** The receipt of `saved`; `template` is the form as answered, when this page still has it. */
export function receiptOf(
  saved: SavedAnswer,
  clientSubmissionId: string,
  template?: Pick<FormTemplate, 'options' | 'customizedVoucherText'>,
): SavedReceipt {
  const options = template?.options;
  const voucherText = options?.customizedVoucher ? template!.customizedVoucherText.trim() : '';
  return {
    formId: saved.formId,
    answerId: saved.id,
    clientSubmissionId,
    pdfDownloadCode: saved.pdfDownloadCode,
    ...(voucherText ? { voucherText } : {}),
    ...(options?.automaticDownload ? { automaticDownload: true } : {}),
  };
}

export function keepReceipt(code: string, receipt: SavedReceipt): void {
  try {
    sessionStorage.setItem(keyOf(code), JSON.stringify(receipt));
  } catch {
    // Without session storage (private modes that refuse it) the voucher lasts until a reload.
  }
}

export function keptReceipt(code: string): SavedReceipt | null {
  try {
    const kept = sessionStorage.getItem(keyOf(code));
    return kept ? (JSON.parse(kept) as SavedReceipt) : null;
  } catch {
    return null;
  }
}
