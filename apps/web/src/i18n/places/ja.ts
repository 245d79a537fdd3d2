import type { Catalogue } from '../en.ts';

/** 回答の地図、住所検索、周辺の資産のテキスト。 */
export const placesJa: Catalogue['places'] = {
  map: {
    label: '回答の地図',
    help: '地図をタップまたはクリックしてマーカーを置き、ドラッグして位置を調整してください。',
    keyboardHelp: 'キーボードでは、矢印キーで地図を動かし、「地図の中心にマーカーを置く」を選んでください。',
    pin: '回答のマーカー',
    useMyLocation: '現在地を使用',
    locating: '現在地を取得中…',
    pinAtCentre: '地図の中心にマーカーを置く',
    removePin: 'マーカーを削除',
    locationDenied:
      '位置情報の利用が許可されませんでした。ブラウザーで許可するか、地図上にマーカーを置いてください。',
    locationFailed: '現在地を取得できませんでした。地図上にマーカーを置いてください。',
    locationUnsupported: 'このブラウザーでは位置情報を共有できません。地図上にマーカーを置いてください。',
    noPin: 'マーカーはまだ置かれていません。',
    address: '住所',
    coordinates: '座標',
    addressLoading: '住所を検索中…',
    addressUnknown: 'この地点の住所は見つかりませんでした。',
    addressUnavailable: '現在、住所を検索できません。マーカーの位置は保持されます。',
  },
  search: {
    label: '住所を検索',
    placeholder: '町名・番地、施設名など…',
    submit: '検索',
    searching: '検索中…',
    results: '見つかった住所',
    none: '住所が見つかりませんでした。別の語句で検索するか、地図上にマーカーを置いてください。',
    unavailable: '現在、住所検索はご利用いただけません。地図上でマーカーを配置することはできます。',
  },
  assets: {
    title: '周辺の資産',
    help: 'この回答の対象となる資産があれば選択してください。',
    loading: '周辺の資産を検索中…',
    none: 'マーカーから1 km 以内に資産はありません。',
    chosen: '割り当てられた資産',
    type: '種類',
    address: '住所',
    remove: '資産を外す',
  },
  admin: {
    geocodingUrl: '住所検索のプロバイダー',
    geocodingUrlHelp:
      'Nominatim 互換サービスのアドレスです。空欄の場合はサーバーのプロバイダーを使用します。',
    geocodingUrlInvalid: 'http:// または https:// で始まるアドレスを入力してください。',
  },
};
