import type { Catalogue } from '../en.ts';

export const filesJa: Catalogue['files'] = {
  errors: {
    tooBig: '画像のサイズが大きすぎます',
    badFormat: 'ファイル形式が正しくありません',
    imageUploadFailed: '画像のアップロード中にエラーが発生しました。もう一度お試しください',
  },
};
