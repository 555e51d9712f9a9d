import type { NotificationListItem } from '../../api/entities';
import { candidateInfoPath } from '../dashboard/candidateLinks';

/** Where a notification leads: its candidate's page, else its job, else nowhere. */
export function notificationTarget(n: Pick<NotificationListItem, 'campaignLineId' | 'campaignId'>): string | null {
  if (n.campaignLineId) return candidateInfoPath(n.campaignLineId);
  if (n.campaignId) return `/campaign/edit?id=${n.campaignId}`;
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
