import { z } from 'zod';
import { LANGUAGES, toLanguage } from './languages.ts';

/**
 * A language in the API: one of LANGUAGES, whatever its case, or a legacy code of the spec (`ek`,
 * `ot`) read as the language it means. Answers always say the tag itself. A codec, not a transform,
 * so that responses (which fastify encodes through their schema) pass through it unchanged.
 */
export const languageSchema = z.codec(z.string(), z.enum(LANGUAGES), {
  decode: (code, context) => {
    const language = toLanguage(code);
    if (language) return language;
    context.issues.push({ code: 'invalid_value', values: [...LANGUAGES], input: code });
    return z.NEVER;
  },
  encode: (language) => language,
});
