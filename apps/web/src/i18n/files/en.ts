export const filesEn = {
  errors: {
    tooBig: 'The image is too big',
    badFormat: 'Invalid file format',
    uploadFailed: 'An error occurred while uploading the selected document. Please try again.',
  },
};
