import type { rolesEn } from './en.ts';

export const rolesJa: Record<keyof typeof rolesEn, string> = {
  ROLE_ADMIN: '管理者',
  ROLE_SUPERVISOR_ELEVADO: '上級スーパーバイザー',
  ROLE_SUPERVISOR: 'スーパーバイザー',
  ROLE_SUPERVISOR_CORRECTOR: 'スーパーバイザー（修正）',
  ROLE_SUPERVISOR_DUPLICADOR: 'スーパーバイザー（複製）',
  ROLE_SUPERVISOR_CORRECTOR_DUPLICADOR: 'スーパーバイザー（修正・複製）',
  ROLE_GENERADOR: 'フォーム作成者',
  ROLE_CENSISTA_PRIVADO: '個別調査員',
  ROLE_GENERADOR_RESPUESTAS: '回答作成者',
  ROLE_GENERADOR_CORRECTOR_RESPUESTAS: '回答作成・修正者',
  ROLE_INSPECTOR: '検査員',
  ROLE_INSPECTOR_ELEVADO: '上級検査員',
  ROLE_INSPECTOR_ELEVADO_CORRECTOR: '上級検査員（修正）',
  ROLE_INSPECTOR_ACTAS: '調書検査員',
};
