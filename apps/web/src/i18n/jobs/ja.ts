import type { Catalogue } from '../en.ts';

export const jobsJa: Catalogue['jobs'] = {
  title: 'バックグラウンドジョブ',
  subtitle:
    'サーバーが自動で行う処理です。各ジョブは1つのインスタンスでのみ実行されます：Webhook の配信、パスワード再設定メール、未使用ファイルの削除、統計。現在と過去24時間の件数です。',
  queuesTitle: 'キュー',
  loadError: 'ジョブを読み込めませんでした。ページを再読み込みしてください。',
  empty: 'キューはありません。',
  hint: '失敗したジョブは再試行をすべて使い切っています。「再試行」で、最初に取得したインスタンスがもう一度実行します。',
  columns: {
    queue: 'キュー',
    queued: '待機中',
    active: '実行中',
    failed: '失敗',
    retriedRecently: '再試行（24時間）',
    completedRecently: '完了（24時間）',
    actions: '操作',
  },
  queues: {
    'webhook-deliveries': { name: 'Webhook の配信', about: '送信時刻になった配信を数秒ごとに送ります。' },
    'password-reset-mail': {
      name: 'パスワード再設定メール',
      about: '依頼ごとに1件のジョブ。メールサーバーが失敗している間は再試行します。',
    },
    'user-invitation-mail': {
      name: 'インポートしたユーザーへの招待',
      about: 'インポートしたユーザーごとに1件。メールサーバーが失敗している間は再試行します。',
    },
    'pending-file-sweep': {
      name: '未使用ファイルの削除',
      about: '1日以内にどの回答にも使われなかったアップロードを1時間ごとに削除します。',
    },
    'statistics-rollup': { name: '統計の集計', about: '締まった日を月ごとの数値に加えます。' },
    'statistics-backfill': {
      name: '統計の遡及集計',
      about: '以前の回答を、アップグレード後に一度だけ数えます。',
    },
    'statistics-recount': {
      name: 'タイムゾーン変更後の再集計',
      about: '自治体のタイムゾーンが変わったとき、その回答を新しいタイムゾーンで数え直します。',
    },
    'export-values-backfill': {
      name: 'エクスポート値の準備',
      about: '以前の回答を Excel エクスポート用に、アップグレード後に一度だけ準備します。',
    },
    'webhook-log-prune': {
      name: 'Webhook ログの整理',
      about: '30日より古い完了済みの配信を1時間ごとに削除します。',
    },
  },
  failures: {
    title: '最近の失敗',
    empty: '失敗したジョブはありません。',
    failedAt: '失敗日時',
    attempts: '試行回数',
    attemptsCount_one: '{{count}} 回',
    attemptsCount_other: '{{count}} 回',
    error: 'エラー',
    retry: '再試行',
    retried: 'ジョブを再びキューに入れました。',
  },
};
