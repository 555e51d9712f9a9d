import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import type { NotificationListItem } from '../../api/entities';
import { useMarkNotificationsRead, useNotifications } from '../../api/notifications';
import { ErrorRetry } from '../../components/ErrorRetry';
import { bellLabel, notificationTarget, relativeTime } from './notificationLinks';
import { visuallyHidden } from '../../components/visuallyHidden';

/**
 * The header's notifications bell: the unread count on a badge (polled every minute and on
 * window focus), the newest notifications in a popover; opening one marks it read and goes to
 * its candidate or job.
 */
export function NotificationsBell({ userId }: { userId: number }) {
  const id = useId();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const list = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  const items = list.data ?? [];
  const unread = items.filter((n) => !n.isRead);

  const open = (n: NotificationListItem) => {
    if (!n.isRead) markRead.mutate([n.id]);
    setAnchor(null);
    const to = notificationTarget(n);
    if (to) navigate(to);
  };

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={bellLabel(unread.length)}
          aria-haspopup="dialog"
          aria-controls={anchor ? `${id}-panel` : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={unread.length || undefined} color="error" max={99} overlap="circular">
            {unread.length > 0 ? <NotificationsRounded /> : <NotificationsNoneRounded />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={`${id}-panel`}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${id}-title`,
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', mt: 1, display: 'flex', flexDirection: 'column', maxHeight: 'min(560px, calc(100dvh - 96px))' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ flexGrow: 1, fontSize: 16, fontWeight: 600 }}>
            Notifications
          </Typography>
          {unread.length > 0 && (
            <Button size="small" onClick={() => markRead.mutate(unread.map((n) => n.id))} disabled={markRead.isPending}>
              Mark all as read
            </Button>
          )}
        </Box>
        <Box sx={{ overflowY: 'auto' }}>
          {list.isPending ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={24} aria-label="Loading notifications" />
            </Box>
          ) : list.isError ? (
            <Box sx={{ p: 2 }}>
              <ErrorRetry error={list.error} onRetry={list.refetch} />
            </Box>
          ) : items.length === 0 ? (
            <Alert severity="info" icon={false} sx={{ m: 2, justifyContent: 'center' }}>
              You have no notifications
            </Alert>
          ) : (
            <List disablePadding aria-label="Notifications">
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} onOpen={() => open(n)} />
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}

function NotificationItem({ notification: n, onOpen }: { notification: NotificationListItem; onOpen: () => void }) {
  const when = relativeTime(n.createdAt);
  return (
    <li>
      <ListItemButton
        onClick={onOpen}
        data-unread={n.isRead ? undefined : 'true'}
        sx={(t) => ({
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.25,
          borderBottom: `1px solid ${t.palette.divider}`,
          bgcolor: n.isRead ? 'transparent' : t.palette.action.hover,
        })}
      >
        <Box
          aria-hidden
          sx={(t) => ({
            mt: 0.75,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: n.isRead ? 'transparent' : t.palette.error.main,
          })}
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: n.isRead ? 400 : 700, overflowWrap: 'anywhere' }}>
            {!n.isRead && <Box component="span" sx={visuallyHidden}>Unread: </Box>}
            {n.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
          >
            {n.body}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={n.createdAt}>
            {when}
          </Typography>
        </Box>
      </ListItemButton>
    </li>
  );
}

