import type { PaymentCatalogue } from './es.ts';

/** The embedded card gateway's page (the sandbox) and the payment receipt, in Japanese. */
export const ja: PaymentCatalogue = {
  sandbox: {
    title: 'テスト用決済ゲートウェイ',
    notice: 'Cabildo のテスト環境です。実際の金額は請求されません。',
    merchant: '加盟店',
    order: '注文',
    description: '内容',
    amount: '金額',
    cardNumber: 'カード番号',
    expiry: '有効期限（MM/YY）',
    cvv: 'CVV',
    pay: '支払う',
    cancel: 'キャンセル',
    testCards: 'テスト用カード：{{approve}} は承認され、{{deny}} は拒否されます。',
    cardInvalid: 'カード番号、有効期限、CVV を確認してください。',
    requestInvalid: '支払いリクエストが無効か、署名が正しくありません。',
    back: '戻る',
  },
  receipt: {
    title: '支払い領収書',
    approved: 'お支払いが承認されました',
    amount: '金額',
    fullName: '氏名',
    reference: '支払い参照番号',
    orderNumber: '注文番号',
    operationId: '取引 ID',
    section: '券種',
    quantity: '枚数',
    answerCode: '回答コード',
    paidAt: '支払日',
  },
};
