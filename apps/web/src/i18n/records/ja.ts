import type { Catalogue } from '../en.ts';

/** 調書 PDF のダウンロード（回答画面と保存後のページ）のテキスト。 */
export const recordsJa: Catalogue['records'] = {
  download: 'PDF をダウンロード',
  downloading: 'PDF を準備中…',
  downloaded: 'PDF ファイルをダウンロードしました',
  failed: 'PDF ファイルのダウンロード中にエラーが発生しました',
  voucher: '受付票をダウンロード（PDF）',
  downloadCode: '調書のダウンロードコード',
  downloadCodeHelp: '{{address}} でこのコードを使って調書を照会できます。大文字と小文字は区別されます。',
};
