import type { Catalogue } from '../en.ts';

export const formsJa: Catalogue['forms'] = {
  errors: {
    tooLong: '{{max}} 文字以内で入力してください。',
    linkInvalid: '有効なリンクを入力してください（https://…）。',
    videoNotAllowed: 'この自治体では動画の添付が許可されていません',
    titleRequired: 'タイトルを入力してください',
    areaRequired: '部署を選択してください',
    headerImageRequired: '画像を添付してください',
    appointmentRequired: '予約カレンダーを選択してください',
    managementSyncOption: 'MuniGestion と同期するオプションを1つ以上選択してください',
    incidentTitleTooLong: 'MuniGestion で案件を作成するには、フォームのタイトルを75文字以内にしてください',
    incidentAreaRequired: '案件を作成するには部署を選択してください',
    responseLimitRequired: '回答数を入力してください',
    sectionRequired: 'フォームには少なくとも1つのセクションが必要です',
    questionRequired: 'フォームには少なくとも1つの質問が必要です',
    paymentSectionRequired: '支払いに券種を1つ以上追加してください',
    paymentSectionDuplicate: '同じ名前の券種が2つあります',
    stateTableInvalid: 'ステータスの表が正しくありません。名前、遷移、初期ステータスを確認してください',
    stateNameEmpty: 'この項目は空欄にできません',
    stateNameDuplicate: 'このステータスはすでに存在します',
    duplicateAreaRequired: '部署を選択してください',
    keyPrefixInvalid:
      '接頭辞は2～30文字で、大文字・数字・単一のハイフンのみを使い、文字で始めてください（例: CBA-IAP）。',
    optionConflict: '住民を追加するオプションが有効なフォームは公開できません',
  },
};
