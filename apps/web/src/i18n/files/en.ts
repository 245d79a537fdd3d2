export const filesEn = {
  errors: {
    tooBig: 'The image is too big',
    badFormat: 'Invalid file format',
    imageUploadFailed: 'An error occurred while uploading the image, please try again',
  },
};
