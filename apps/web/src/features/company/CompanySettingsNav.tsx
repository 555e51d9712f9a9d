import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { companySectionPath, type CompanySectionId } from './companyPaths';
import type { CompanySection } from './companySections';

/**
 * Just below the sticky app bar (src/boot.css: .app-bar__inner 60px high, 64px from 600px wide,
 * and the bar's 1px border), plus the page's top padding on desktop.
 */
const STICKY_TOP = { xs: 61, sm: 65, md: 89 } as const;

interface CompanySettingsNavProps {
  sections: readonly CompanySection[];
  /** The section shown; none is marked when it is not one the member may open. */
  current: CompanySectionId | undefined;
}

/**
 * /company's settings navigation: links to the sections, the current one marked with
 * aria-current="page". A sticky list beside the section on desktop; on a phone a sticky row under
 * the app bar that scrolls sideways, kept with the current section in view.
 */
export function CompanySettingsNav({ sections, current }: CompanySettingsNavProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone, the current section's link is brought into the row's view: when it changes, and
  // when the row starts to scroll (a window narrowed to a phone's width).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const reveal = () => {
      const link = list.querySelector<HTMLElement>('[aria-current="page"]');
      if (!link || list.scrollWidth <= list.clientWidth) return;
      const offset = link.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
      list.scrollTo?.({ left: Math.max(0, offset - (list.clientWidth - link.offsetWidth) / 2) });
    };
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    let width = list.clientWidth;
    const observer = new ResizeObserver(() => {
      if (list.clientWidth === width) return;
      width = list.clientWidth;
      reveal();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [current]);

  return (
    <Box
      component="nav"
      aria-label="Company settings"
      sx={{
        position: 'sticky',
        top: STICKY_TOP,
        zIndex: 2,
        alignSelf: 'start',
        bgcolor: 'background.default',
        // On a phone the row runs from edge to edge of the screen, over the page's padding.
        mx: { xs: -2, md: 0 },
        px: { xs: 1, md: 0 },
        borderBottom: { xs: 1, md: 0 },
        borderColor: 'divider',
      }}
    >
      <Box
        component="ul"
        ref={listRef}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          gap: { xs: 0, md: 0.25 },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {sections.map((section) => {
          const selected = section.id === current;
          return (
            <Box component="li" key={section.id} sx={{ flexShrink: 0 }}>
              <Box
                component={RouterLink}
                to={companySectionPath(section.id)}
                aria-current={selected ? 'page' : undefined}
                onMouseEnter={section.preload}
                onFocus={section.preload}
                sx={(t) => ({
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: 44,
                  px: 1.5,
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  fontWeight: 600,
                  fontSize: '0.9375rem',
                  color: selected ? 'text.primary' : 'text.secondary',
                  borderRadius: { xs: 0, md: 1 },
                  // A tab's underline on a phone, a shaded row on desktop.
                  boxShadow: { xs: selected ? `inset 0 -2px 0 ${t.palette.primary.main}` : 'none', md: 'none' },
                  bgcolor: { md: selected ? 'action.selected' : 'transparent' },
                  '&:hover': { color: 'text.primary', bgcolor: { md: selected ? 'action.selected' : 'action.hover' } },
                  '&:focus-visible': { outlineOffset: -2 },
                })}
              >
                {section.label}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
