import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { NAV_ITEMS } from './appShell';

/** The main navigation on medium and wide screens: plain links (src/boot.css), as the shell draws them. */
export function MainNav() {
  return (
    <nav className="app-nav" aria-label="Main">
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} className="app-nav__link">
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The same navigation as a menu on small screens. */
export function MobileNav() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  return (
    <div className="app-mobile-nav">
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
    </div>
  );
}
