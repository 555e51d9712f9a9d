import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import type { ReactNode } from 'react';
import { NotificationsBell } from '../notifications/NotificationsBell';

/**
 * The app bar's actions: "What's new" (/whats-new, the product's changes) and Help (/help: guides,
 * keyboard shortcuts, contact) as links, and the notifications bell with the signed-in user's
 * notifications.
 */
export function HeaderActions({ userId }: { userId: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
      <HeaderLink to="/whats-new" label="What's new" icon={<AutoAwesomeOutlined />} />
      <NotificationsBell userId={userId} />
      <HeaderLink to="/help" label="Help" icon={<HelpOutlineRounded />} />
    </Box>
  );
}

function HeaderLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={to} aria-label={label}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
