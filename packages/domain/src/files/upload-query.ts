import { z } from 'zod';
import { UPLOAD_PURPOSES } from './uploads.ts';

/** The query of an answer upload (zod: kept apart so the upload checks of the web stay light). */
export const answerUploadQuerySchema = z.object({
  formId: z.uuid(),
  purpose: z.enum(UPLOAD_PURPOSES),
});
export type AnswerUploadQuery = z.infer<typeof answerUploadQuerySchema>;

/** What the server answers for an uploaded file. */
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
