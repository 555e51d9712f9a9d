import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@candid/shared';
import { auditRoutes } from '@candid/shared/routes';
import { API_BASE, apiCall } from './client';
import { auditKeys } from './queryKeys';

/* A candidate's audit trail (issue 16; packages/shared/src/contract/audit.ts): owners and administrators. */

export const AUDIT_PAGE_SIZE = 50;

interface AuditPage {
  items: AuditEntry[];
  nextCursor: string | null;
}

/** GET /Audit?campaignLineId=, one keyset page at a time, newest first. */
export function useAuditTrail(lineId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: auditKeys.line(lineId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<AuditPage> => {
      const res = await apiCall(auditRoutes.list, {
        query: { campaignLineId: lineId, limit: AUDIT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      });
      return { items: res.data, nextCursor: res.nextCursor ?? null };
    },
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** The CSV export's address (same origin: the session cookie is enough). */
export const auditCsvUrl = (lineId: number) => `${API_BASE}${auditRoutes.csv.path}?campaignLineId=${lineId}`;
