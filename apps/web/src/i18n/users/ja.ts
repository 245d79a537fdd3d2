import type { Catalogue } from '../en.ts';

export const usersJa: Catalogue['users'] = {
  errors: {
    requiredFields: '必須項目をすべて入力してください。',
    oneRoleAdmin: '選択できる役割は1つだけです',
    oneRole: '選択できる役割は1つだけです',
    atLeastOneArea: '部署を1つ以上選択してください。',
    keepOneArea: 'ユーザーには少なくとも1つの部署が必要です。',
    emailInvalid: '有効なメールアドレスを入力してください。',
  },
};
