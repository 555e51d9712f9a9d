import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuRounded from '@mui/icons-material/MenuRounded';

export const NAV_ITEMS = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Jobs', to: '/campaign' },
  { label: 'Candidates', to: '/candidates' },
  { label: 'Templates', to: '/templates' },
] as const;

/** The main navigation on medium and wide screens. */
export function MainNav() {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
      {NAV_ITEMS.map((item) => (
        <Button
          key={item.to}
          component={NavLink}
          to={item.to}
          color="inherit"
          sx={(t) => ({
            px: 1.75,
            color: t.palette.text.secondary,
            '&.active': { color: t.palette.text.primary, bgcolor: t.palette.action.selected },
          })}
        >
          {item.label}
        </Button>
      ))}
    </Box>
  );
}

/** The same navigation as a menu on small screens. */
export function MobileNav() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        aria-label="Open navigation"
        aria-controls={anchor ? 'mobile-nav' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        edge="start"
      >
        <MenuRounded />
      </IconButton>
      <Menu id="mobile-nav" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {NAV_ITEMS.map((item) => (
          <MenuItem
            key={item.to}
            onClick={() => {
              setAnchor(null);
              navigate(item.to);
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
