import type { NotificationListItem } from '@candid/shared';
import { candidateInfoPath } from '../dashboard/candidateLinks';

/** Where a notification leads: its candidate's page, else its job, else nowhere. */
export function notificationTarget(n: Pick<NotificationListItem, 'fk_CampaignLine_ID' | 'fk_Campaign_ID'>): string | null {
  if (n.fk_CampaignLine_ID) return candidateInfoPath(n.fk_CampaignLine_ID);
  if (n.fk_Campaign_ID) return `/campaign/edit?id=${n.fk_Campaign_ID}`;
  return null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', 'just now'. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** The bell button's accessible name: says the unread count. */
export const bellLabel = (unread: number) =>
  unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread > 99 ? '99+' : unread} unread`;
