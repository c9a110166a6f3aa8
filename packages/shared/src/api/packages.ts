import { z } from 'zod';

/** Money travels as a decimal string ('150.00'): never a binary float. */
export const decimalString = z.string().regex(/^-?\d+\.\d{2}$/);

export const packageSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Yearly price in US dollars. */
  price: decimalString,
  currency: z.literal('USD'),
  features: z.array(z.string()),
});
export type Package = z.infer<typeof packageSchema>;
export const packageListSchema = z.array(packageSchema);
