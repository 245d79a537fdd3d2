import type { BookingCatalogue } from './es.ts';

/** The embedded booking page, in Japanese (see es.ts). */
export const ja: BookingCatalogue = {
  htmlTitle: '予約の受付',
  language: '言語',
  brand: '予約（デモ）',
  demoNote: 'Cabildo のデモ用予約システムです。本番環境では、ここで自治体の予約システムが開きます。',
  heading: '予約する',
  intro: '手続き {{code}} の予約日時を選択してください。',
  procedure: '手続き',
  form: 'フォーム',
  code: '回答コード',
  agenda: '予約カレンダー',
  citizen: '住民',
  document: '身分証明書番号',
  email: 'メールアドレス',
  noCitizen: '住民の情報はありません',
  slotsZone: '日時は自治体のタイムゾーン（{{zone}}）で表示しています。',
  slotsLegend: '予約可能な日時',
  slotTaken: 'その日時はたった今予約されました。別の日時を選択してください。',
  chooseSlot: '予約日時を選択してください。',
  confirm: '予約を確定',
  bookedTitle: '予約が完了しました',
  bookedBody: '予約が完了しました。当日は身分証明書をお持ちください。',
  bookedWhen: '日時',
  backToCabildo: '手続きのページに戻る',
  invalidTitle: '予約ページを開けませんでした',
  invalidBody:
    '予約用のリンクが無効か、有効期限が切れています。手続きのページに戻り、もう一度予約ボタンを押してください。',
  noSlots: '今後数日間に空いている予約枠はありません。',
};
