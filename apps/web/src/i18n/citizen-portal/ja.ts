import type { Catalogue } from '../en.ts';

export const citizenPortalJa: Catalogue['citizen-portal'] = {
  session: {
    verifying: 'セッションを確認中…',
    verifyingBody: '住民ポータルにご本人の確認を行っています。しばらくお待ちください。',
    errorTitle: '住民ポータルからのログインでエラーが発生しました',
    errorBody: 'セッションの確認中にエラーが発生しました。住民ポータルからもう一度ログインしてください。',
    loadError: '手続きを読み込めませんでした。',
    retry: '再試行',
  },
  citizen: {
    answeringAs: '回答者',
    dni: 'DNI {{dni}}',
    user: 'ポータルユーザー {{username}}',
    myAnswers: '自分の手続き',
  },
  answers: {
    title: '自分の手続き',
    greeting: '{{name}} · ポータルユーザー {{username}}',
    label: 'あなたの回答',
    loading: '読み込み中です。しばらくお待ちください...',
    empty: '結果が見つかりませんでした',
    columns: {
      code: 'コード',
      form: 'フォーム',
      date: '回答日',
      state: '現在のステータス',
      review: '修正',
    },
    noState: '-',
    badges: { inReview: '確認中', toCorrect: '要修正', approved: '承認済み' },
    revision: '依頼された修正を行う',
    revisionOf: '{{code}} で依頼された修正を行う',
    total_one: '{{count}} 件の手続き',
    total_other: '{{count}} 件の手続き',
    pager: {
      label: 'ページ',
      previous: '前のページ',
      next: '次のページ',
      page: '{{page}} / {{pages}} ページ',
    },
  },
  saved: {
    myAnswers: '自分の手続きを見る',
  },
};
