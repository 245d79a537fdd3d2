/** Uploaded files: receiving, owning, serving and sweeping them. Other modules, the app's wiring, seeds and ops import the module from here. */
export { randomStorageName, receiveAnswerUpload } from './answer-uploads.ts';
export { claimAnswerFiles, type Uploader, uploaderOf } from './ownership.ts';
export { pendingFileSweepJob } from './sweep.ts';
