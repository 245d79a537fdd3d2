import { rolesJa } from '../roles/ja.ts';
import type { UsersImportCatalogue } from './es.ts';

/** The users import's texts in Japanese (see es.ts). */
export const ja: UsersImportCatalogue = {
  columns: {
    email: 'メールアドレス',
    firstName: '名',
    lastName: '姓',
    role: 'ロール',
    areas: '部署',
    username: 'ユーザー名',
    inspectorId: '職員番号',
    language: '言語',
  },
  roles: rolesJa,
  problems: {
    REQUIRED: '必須項目をすべて入力してください。',
    EMAIL_INVALID: '有効なメールアドレスを入力してください。',
    TOO_LONG: '値が長すぎます。',
    INVALID: '値が正しくありません。',
    ROLE_UNKNOWN: 'ロール「{{value}}」はありません。',
    ROLE_NOT_ALLOWED: 'ロール「{{value}}」は付与できません。',
    AREA_UNKNOWN: 'この自治体に部署「{{value}}」はありません。',
    LANGUAGE_UNKNOWN: '言語「{{value}}」は正しくありません（es, en, ca, pt, gl, eu, es-419, ja）。',
    DUPLICATE_IN_FILE: '{{first}} 行目と同じ値です。',
    EMAIL_EXISTS: 'このメールアドレスのユーザーは既に存在します。',
    USERNAME_EXISTS: '入力した名前のユーザーは既に存在します。',
    INSPECTOR_ID_EXISTS: 'この自治体の別のユーザーがこの職員番号を使っています。',
    USERNAME_INVALID: 'ユーザー名が正しくありません。',
    MANAGEMENT_SYSTEM_ERROR: 'デジタルプラットフォームとの通信中にエラーが発生しました。',
  },
  outcomes: {
    created: '作成',
    skipped: 'スキップ',
    failed: '失敗',
  },
  summary: {
    row: '行',
    email: 'メールアドレス',
    outcome: '結果',
    reason: '理由',
    fileName: 'user-import.csv',
  },
  template: {
    fileName: 'users-template',
    firstName: '花子',
    lastName: '山田',
    inspectorId: '1234',
  },
};
