import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationListItem } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { BELL_LIMIT } from '../../api/notifications';
import { NotificationsBell } from './NotificationsBell';
import { notificationTarget, relativeTime } from './notificationLinks';

function buildNotification(overrides: Partial<NotificationListItem> = {}): NotificationListItem {
  return {
    pk_Notification_ID: 1,
    fk_Enterprise_ID: 7,
    Notification_Title: 'Grace mentioned you',
    Notification_Body: 'Have a look at this answer',
    isEmail: false,
    CreatedBy: 12,
    users: [11],
    fk_Campaign_ID: 42,
    fk_CampaignLine_ID: 501,
    Notification_DateOfCreation: new Date(Date.now() - 5 * 60_000).toISOString(),
    Notification_DateOfLastUpdate: new Date().toISOString(),
    isRead: false,
    NotificationRecipient_ReadAt: null,
    ...overrides,
  };
}

const items = () => [
  buildNotification(),
  buildNotification({ pk_Notification_ID: 2, Notification_Title: 'Job ending', fk_CampaignLine_ID: null }),
  buildNotification({ pk_Notification_ID: 3, Notification_Title: 'Old news', isRead: true }),
];

function setup(list: NotificationListItem[] = items()) {
  let current = list;
  const fetchMock = mockApi([
    { method: 'GET', path: '/api/Notification', reply: () => ok(current) },
    {
      method: 'PUT',
      path: '/api/Notification',
      reply: (_url, init) => {
        const { pk_Notification_ID } = JSON.parse(String(init.body)) as { pk_Notification_ID: number };
        current = current.map((n) => (n.pk_Notification_ID === pk_Notification_ID ? { ...n, isRead: true } : n));
        return ok(current.find((n) => n.pk_Notification_ID === pk_Notification_ID));
      },
    },
  ]);
  renderWithProviders(<NotificationsBell userId={11} />, '/dashboard');
  return fetchMock;
}

describe('NotificationsBell', () => {
  it('says the unread count in its name and badge, asking for the newest 20 of the user', async () => {
    const fetchMock = setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();
    const [[url]] = callsTo(fetchMock, '/api/Notification');
    expect(url.searchParams.get('id')).toBe('11');
    expect(url.searchParams.get('limit')).toBe(String(BELL_LIMIT));
  });

  it('lists title, body and relative time, unread ones marked', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = within(panel).getByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Have a look at this answer')).toBeTruthy();
    expect(within(rows[0]).getByText('5 minutes ago')).toBeTruthy();
    expect(rows.map((r) => r.textContent?.startsWith('Unread: '))).toEqual([true, true, false]);
  });

  it('opening an unread one marks it read and goes to the candidate', async () => {
    const fetchMock = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(within(panel).getByText('Grace mentioned you'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/candidates/info'));
    const puts = callsTo(fetchMock, '/api/Notification').filter(([, init]) => init.method === 'PUT');
    expect(puts.map(([, init]) => JSON.parse(String(init.body)))).toEqual([{ pk_Notification_ID: 1, isRead: true }]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeTruthy();
  });

  it('a notification of a job without a candidate goes to the job', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Notifications' })).getByText('Job ending'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/campaign/edit'));
  });

  it('opening a read one sends nothing', async () => {
    const fetchMock = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Notifications' })).getByText('Old news'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/candidates/info'));
    expect(callsTo(fetchMock, '/api/Notification').filter(([, init]) => init.method === 'PUT')).toHaveLength(0);
  });

  it('Mark all as read marks every unread one', async () => {
    const fetchMock = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: 'Mark all as read' }));
    // The open popover hides the bell from the accessibility tree.
    expect(await screen.findByRole('button', { name: 'Notifications, none unread', hidden: true })).toBeTruthy();
    const puts = callsTo(fetchMock, '/api/Notification').filter(([, init]) => init.method === 'PUT');
    expect(puts.map(([, init]) => (JSON.parse(String(init.body)) as { pk_Notification_ID: number }).pk_Notification_ID).sort()).toEqual([1, 2]);
  });

  it('says when there are none', async () => {
    setup([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText('You have no notifications')).toBeTruthy();
  });
});

describe('notification helpers', () => {
  it('links the candidate first, else the job, else nothing', () => {
    expect(notificationTarget({ campaignLineId: 5, campaignId: 4 })).toBe('/candidates/info?id=5');
    expect(notificationTarget({ campaignLineId: null, campaignId: 4 })).toBe('/campaign/edit?id=4');
    expect(notificationTarget({ campaignLineId: null, campaignId: null })).toBeNull();
  });

  it('tells the time relatively', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(relativeTime('2026-01-10T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-01-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-01-09T12:00:00Z', now)).toBe('yesterday');
  });
});
