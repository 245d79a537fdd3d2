import type { MailCatalogue } from './es.ts';

/** The e-mails the server sends, in Japanese (see es.ts). */
export const ja: MailCatalogue = {
  passwordReset: {
    heading: 'パスワードの再設定',
    action: '新しいパスワードを設定する',
    reason:
      '{{email}} の Cabildo アカウントのパスワード再設定が依頼されたため、このメールをお送りしています。',
    subject: 'Cabildo：パスワードの再設定',
    body: '新しいパスワードを設定するには、次のリンクを開いてください（有効期限は1時間、1回のみ使用できます）。\n\n{{link}}\n\nお心当たりがない場合は、このメールを無視してください。',
  },
  invitation: {
    heading: 'アカウントの準備ができました',
    action: 'パスワードを設定する',
    reason: '{{email}} の Cabildo アカウントが作成されたため、このメールをお送りしています。',
    subject: 'Cabildo：アカウントの準備ができました',
    body: 'Cabildo にあなたのユーザーが作成されました。パスワードを設定するには、次のリンクを開いてください（有効期限は7日間、1回のみ使用できます）。\n\n{{link}}',
  },
  changesRequest: {
    heading: '手続き {{code}} の修正のお願い',
    action: '回答を修正する',
    reason: '{{municipality}} で手続き {{code}} を行われたため、このメールをお送りしています。',
    subject: 'Cabildo：手続き {{code}} の修正のお願い',
    body: '{{municipality}} から、手続き「{{form}}」（{{code}}）の一部の回答について修正のお願いがあります。\n\n{{comment}}修正するには、次のリンクを開いてください。\n\n{{link}}\n\nリンクの有効期限が切れている場合は、住民ポータルからもう一度ログインしてください。',
    comment: 'コメント：{{comment}}\n\n',
    message: '手続き {{code}}（「{{form}}」）について修正の依頼がありました。{{comment}}',
  },
  answerCopy: {
    copy: '回答の控え',
    form: 'フォーム',
    code: 'コード',
    date: '日付',
    author: '回答者',
    citizen: '住民',
    place: '位置情報',
    asset: '資産',
    state: 'ステータス',
    observations: '備考',
    signatures: '署名',
    attachments: '添付ファイル',
    yes: 'はい',
    no: 'いいえ',
  },
  answerCopyMail: {
    reason: 'Cabildo からこの回答の控えが送信されたため、このメールをお送りしています。',
  },
  layout: {
    linkFallback: 'ボタンが機能しない場合は、次のリンクをブラウザにコピーしてください。',
    sentBy: '{{name}} が Cabildo から送信しました。',
    sentByCabildo: 'Cabildo から送信しました。',
  },
};
