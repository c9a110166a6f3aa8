import { z } from 'zod';

export const outboxMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** smtp, or log when no SMTP server is configured. */
  transport: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({
  messages: z.array(outboxMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
