/**
 * Read by screen readers, not shown: for `sx` and for a DOM element's style alike. Lengths are
 * strings: in `sx` a number up to 1 is a fraction (width: 1 would be 100%).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
