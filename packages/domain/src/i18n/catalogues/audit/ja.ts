import type { AuditCatalogue } from './es.ts';

/** The audit trail's CSV export in Japanese (see es.ts). */
export const ja: AuditCatalogue = {
  columns: {
    at: '日時',
    actorKind: '実行者の種類',
    person: '人物',
    email: 'メールアドレス',
    address: 'アドレス（マスク済み）',
    action: '操作',
    subject: '対象',
    subjectId: '識別子',
    answerCode: '回答コード',
    form: 'フォーム',
    municipality: '自治体',
    changedFields: '変更された項目',
    requestId: 'リクエスト',
    ip: 'IP',
  },
  actorKinds: {
    user: 'ユーザー',
    citizen: '市民',
    anonymous: '匿名',
  },
  fileName: 'audit',
};
