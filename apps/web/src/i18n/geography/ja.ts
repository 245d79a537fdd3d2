import type { Catalogue } from '../en.ts';

export const geographyJa: Catalogue['geography'] = {
  loadErrors: {
    countries: '国の一覧の取得中にエラーが発生しました。ページを再読み込みしてください。',
  },
  errors: {
    municipalityNameRequired: '自治体名を入力してください。',
    keywordRequired: 'キーワードを入力してください。',
    keywordInvalid: 'キーワードが正しくありません。2文字以上の大文字アルファベットで入力してください。',
    managementIdRequired: 'デジタルプラットフォームの ID を入力してください。',
    managementIdInvalid: '有効な自治体 ID を入力してください。',
    provinceRequired: '州・県を選択してください。',
    areaNameEmpty: '部署名を入力してください。',
    areaMunicipalityRequired: '部署が所属する自治体を選択してください。',
    embedOriginInvalid:
      '各行には https://www.city.example.lg.jp のような Web オリジン（パスなし）を入力してください。',
    timeZoneInvalid: '一覧からタイムゾーンを選んでください（Asia/Tokyo のような IANA 名）。',
  },
};
