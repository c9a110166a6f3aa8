import { z } from 'zod';
import { displayOrderBodySchema } from '@drd/shared/api/content/items';
import { spanish } from '../../plugins/validation';

type Data = Record<string, unknown>;

/**
 * The edit body of an orderable type: `{displayOrder}` is a move, anything else an edit. Chosen by
 * its key rather than a union, so a bad edit keeps its fields' own messages.
 */
export function editOrMoveSchema(edit: z.ZodType<Data>) {
  return z.unknown().transform((value, ctx) => {
    const isMove = typeof value === 'object' && value !== null && 'displayOrder' in value;
    const result = (isMove ? displayOrderBodySchema : edit).safeParse(value, { error: spanish });
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue(issue as z.core.$ZodRawIssue);
    return z.NEVER;
  });
}

export const isMove = (body: Data): body is { displayOrder: number } =>
  Object.keys(body).length === 1 && typeof body.displayOrder === 'number';
