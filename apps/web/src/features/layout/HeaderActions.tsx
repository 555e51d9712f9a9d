import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import type { ReactNode } from 'react';
import { MSG } from '@candid/shared';
import { NotificationsBell } from '../notifications/NotificationsBell';

/**
 * SPEC §2: Help opens the "currently unavailable" dialog; "What's new" says "Coming soon"; the
 * notifications bell shows the signed-in user's notifications.
 */
export function HeaderActions({ userId }: { userId: number }) {
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
      <ComingSoonMenu id="whats-new-menu" label="What's new" icon={<AutoAwesomeOutlined />} />
      <NotificationsBell userId={userId} />
      <Tooltip title="Help">
        <IconButton aria-label="Help" onClick={() => setHelpOpen(true)}>
          <HelpOutlineRounded />
        </IconButton>
      </Tooltip>
      <Dialog
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        aria-labelledby="help-dialog-title"
        aria-describedby="help-dialog-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="help-dialog-title">Help</DialogTitle>
        <DialogContent>
          <DialogContentText id="help-dialog-text">{MSG.featureUnavailable}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setHelpOpen(false)}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function ComingSoonMenu({ id, label, icon }: { id: string; label: string; icon: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-controls={anchor ? id : undefined}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Menu
        id={id}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': label } }}
      >
        <MenuItem onClick={() => setAnchor(null)} sx={{ color: 'text.secondary', minWidth: 180 }}>
          {MSG.comingSoon}
        </MenuItem>
      </Menu>
    </>
  );
}
