import { z } from 'zod';

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
  });
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}
