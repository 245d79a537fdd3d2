import type { Catalogue } from '../en.ts';

export const lookupJa: Catalogue['lookup'] = {
  status: {
    intro: '回答の送信時に発行されたコードを入力すると、手続きの状況を確認できます。',
    codeLabel: '回答コード',
    codeHelp: '例：CBA-12。確認ページとメールの控えに記載されています。',
    codeRequired: '回答コードを入力してください。',
    search: '検索',
    searching: '検索中…',
    procedure: '手続き',
    code: 'コード',
    currentState: '現在のステータス',
  },
  record: {
    intro: '調書のダウンロードコードを入力すると、PDF でダウンロードできます。',
    codeLabel: 'ダウンロードコード',
    codeHelp: '大文字と小文字は区別されます。',
    search: '検索...',
    searching: '検索中…',
    downloading: '調書が見つかりました。まもなくダウンロードが始まります…',
    downloaded: '調書をダウンロードしました',
    failed: '調書のダウンロード中にエラーが発生しました',
  },
};
