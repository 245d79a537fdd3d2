import type { Catalogue } from '../en.ts';

/** 回答一覧の Excel エクスポートのテキスト。 */
export const answersExportJa: Catalogue['answers-export'] = {
  button: 'Excel にエクスポート',
  warning: '回答数が多い場合、エクスポートに時間がかかることがあります。その間も作業を続けられます。',
  preparing: 'ファイルを準備中…',
  progress_one: '{{rows}} 件の回答をエクスポート中：{{size}} 受信済み',
  progress_other: '{{rows}} 件の回答をエクスポート中：{{size}} 受信済み',
  progressUnknown: 'エクスポート中：{{size}} 受信済み',
  cancel: 'キャンセル',
  done_one: '{{rows}} 件の回答をエクスポートしました。',
  done_other: '{{rows}} 件の回答をエクスポートしました。',
  failed: 'ファイルの生成中にエラーが発生しました。前の画面に戻り、もう一度一覧を開いてください',
  forbidden: 'このフォームの回答をエクスポートする権限がありません。',
};
