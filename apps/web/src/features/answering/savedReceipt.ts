import type { SavedAnswer } from '@cabildo/domain';

/**
 * What the saved page needs of the answer just sent to offer its voucher: the answer, the
 * submission id that proves this browser sent it, and the record's download code. Handed over in
 * the navigation state and kept for the tab's life, so a reload of the saved page keeps the voucher.
 */
export type SavedReceipt = {
  formId: string;
  answerId: string;
  clientSubmissionId: string;
  pdfDownloadCode: string | null;
  /** The form offers an appointment (noted by the saved page, so a reload keeps the booking button). */
  appointment?: boolean;
  /** The ticket order saved with the answer and its token: the saved page offers its payment (issue 17). */
  payment?: { id: string; token: string };
};

const keyOf = (code: string) => `cabildo:saved:${code}`;

export function receiptOf(saved: SavedAnswer, clientSubmissionId: string): SavedReceipt {
  return {
    formId: saved.formId,
    answerId: saved.id,
    clientSubmissionId,
    pdfDownloadCode: saved.pdfDownloadCode,
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
