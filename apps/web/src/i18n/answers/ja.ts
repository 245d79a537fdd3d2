import type { Catalogue } from '../en.ts';

/** 回答の共通ルールのメッセージ（スペイン語版を基準に翻訳）。 */
export const answersJa: Catalogue['answers'] = {
  errors: {
    required: '* 必須の回答です',
    conditionRequired: '* 必須の条件付きセクションです',
    missingRequired: '入力されていない必須項目があります。',
    citizenRequired: '住民の指定は必須です',
    integer: '有効な整数で回答してください。',
    decimal: '有効な小数で回答してください。',
    tooLong: '回答は10,000文字以内で入力してください。',
    date: '有効な日付を入力してください。',
    time: '有効な時刻を入力してください（24時間表記）。',
    link: '有効なリンクを入力してください（https://…）。',
    signatoryRequired: '署名をアップロードするには、署名者の氏名を入力してください',
    signatureMissing: '画像がアップロードされていません',
    tampered: '回答がフォームと一致しません。ページを再読み込みして、もう一度お試しください。',
  },
  review: {
    errors: {
      dateAndRange: '1日または期間のどちらか一方を選択してください。',
      rangeIncomplete: '期間の開始日と終了日の両方を選択してください。',
      rangeOrder: '期間の終了日は開始日と同じか、それ以降の日付にしてください。',
      dniNumeric: 'DNI は数字のみで入力してください。',
    },
  },
};
