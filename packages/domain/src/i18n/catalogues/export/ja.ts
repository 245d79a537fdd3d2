import type { ExportCatalogue } from './es.ts';

/** The Excel export's headers and labels in Japanese (see es.ts). */
export const ja: ExportCatalogue = {
  code: 'コード',
  createdAt: '作成日時',
  updatedAt: '最終更新',
  author: '回答者',
  citizen: '市民',
  citizenDocument: '市民の身分証明書番号',
  state: '状態',
  address: '住所',
  latitude: '緯度',
  longitude: '経度',
  conditions: '選択された条件',
  attachments: '添付ファイル',
  yes: 'はい',
  no: 'いいえ',
  paymentStatus: '支払い状況',
  paymentStatuses: {
    pending_validation: '確認待ち',
    paid: '支払い済み',
    denied: '拒否',
    cancelled: 'キャンセル',
  },
};
