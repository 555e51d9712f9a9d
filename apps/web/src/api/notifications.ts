import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { notificationFromWire, toWire, wireNames, type NotificationListItem } from './entities';
import { notificationKeys } from './queryKeys';

/** How many of the newest notifications the bell shows. */
export const BELL_LIMIT = 20;
/** The bell polls this often (and on window focus). */
export const BELL_POLL_MS = 60_000;

/** GET /Notification?id={userId}&limit=20: the caller's newest notifications, polled. */
export function useNotifications(userId: number) {
  return useQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: async ({ signal }): Promise<NotificationListItem[]> =>
      (await apiCall(notificationsRoutes.list, { query: { id: userId, limit: BELL_LIMIT }, signal })).data.map(notificationFromWire),
    enabled: userId > 0,
    refetchInterval: BELL_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** PUT /Notification {the notification's id, isRead: true}, shown read at once (rolled back on failure). */
export function useMarkNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  const key = notificationKeys.list(userId);
  return useMutation({
    // No bulk route: "Mark all as read" sends one PUT per unread notification.
    mutationFn: async (ids: number[]) =>
      Promise.all(
        ids.map(
          async (id) => (await apiCall(notificationsRoutes.markRead, { json: toWire(wireNames.notifications, { id, isRead: true }) })).data,
        ),
      ),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationListItem[]>(key);
      queryClient.setQueryData<NotificationListItem[]>(key, (old) =>
        old?.map((n) => (ids.includes(n.id) ? { ...n, isRead: true } : n)),
      );
      return { previous };
    },
    onError: (_e, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
