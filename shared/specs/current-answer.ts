import { z } from 'zod';
import { specSchema } from '../contract/specs';

/**
 * What the BFF's `GET /api/specs/current` answers (docs/behaviour.md, "Specification"): the
 * specification «В спецификацию» adds to — null while the visitor has none — and whether it is a
 * signed-in user's (then `/spec` leads to its own address under `/my/specs`).
 */
export const currentSpecAnswerSchema = z.object({ spec: specSchema.nullable(), signedIn: z.boolean() });
export type CurrentSpecAnswer = z.infer<typeof currentSpecAnswerSchema>;
