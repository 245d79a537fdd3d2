/** Records: an answer's PDF and e-mail copy, vouchers, each municipality's PDF settings. Other modules, the app's wiring, seeds and ops import the module from here. */
export { fontsFor } from './fonts.ts';
export { qrModules } from './qr.ts';
export { RecordService } from './service.ts';
export { recordSettings } from './settings-repository.ts';
export { answerSummary } from './summary.ts';
export { sendPdf } from './pdf-reply.ts';
