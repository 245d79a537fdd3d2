import type { Catalogue } from '../en.ts';

export const appointmentsJa: Catalogue['appointments'] = {
  picker: {
    help: '回答後に予約を行う、自治体の予約システムの予約カレンダーです。予約が有効な間は、メールでの控えの送信は無効になります。',
    agenda: '予約カレンダー',
    none: '予約カレンダーなし',
    loading: '予約カレンダーを読み込み中…',
    loadError: '予約システムから予約カレンダーを読み込めませんでした。',
    retry: '再試行',
    chooseAreaFirst:
      '先にフォームの部署を選択してください。予約カレンダーは、その部署の自治体のものから選べます。',
    tenant: '予約システムのテナント：{{tenant}}',
    missing: 'この予約カレンダーは予約システムで提供されなくなりました。',
  },
  saved: {
    intro: 'この手続きには予約が必要です。今すぐ予約してください。',
    book: '予約に進む',
    redirecting: '予約システムを開いています…',
    error: '情報を読み込めませんでした。問題が解決しない場合は、自治体にお問い合わせください。',
  },
};
