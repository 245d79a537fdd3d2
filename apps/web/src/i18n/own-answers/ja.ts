import type { Catalogue } from '../en.ts';

export const ownAnswersJa: Catalogue['own-answers'] = {
  title: '自分の回答',
  loading: '回答を検索中です。しばらくお待ちください...',
  empty: '表示できる回答はありません。',
  loadError: '回答を読み込めませんでした。',
  formNotFound: 'フォームが見つかりませんでした。',
  home: 'ホームへ',
  columns: {
    id: 'ID',
    code: '対象者',
    date: '日時',
    actions: '操作',
  },
  actions: {
    update: '回答 {{code}} を更新',
    view: '回答 {{code}} を表示',
  },
  total_one: '{{count}} 件の回答',
  total_other: '{{count}} 件の回答',
  pager: {
    label: 'ページ',
    previous: '前のページ',
    next: '次のページ',
    page: '{{page}} / {{pages}} ページ',
  },
};
