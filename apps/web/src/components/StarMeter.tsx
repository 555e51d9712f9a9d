import './StarMeter.css';

// MUI's Star and StarBorder icons, as its Rating draws them.
const STAR = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';

const stars = (d: string) =>
  [0, 1, 2, 3, 4].map((i) => (
    <svg key={i} viewBox="0 0 24 24" focusable="false">
      <path d={d} />
    </svg>
  ));

/**
 * An average rating of 0 to 5 as stars filled to a tenth, for lists: what MUI's read-only Rating
 * with precision 0.1 shows, drawn as two rows of five icons (StarMeter.css) instead of fifty
 * styled items per rating, which a page of rows rendered in one long task. Decorative: the caller
 * says the rating in words.
 */
export function StarMeter({ value }: { value: number | null }) {
  const filled = value == null ? 0 : Math.min(5, Math.max(0, Math.round(value * 10) / 10));
  return (
    <span className="star-meter" aria-hidden="true">
      <span className="star-meter__empty">{stars(STAR_BORDER)}</span>
      <span className="star-meter__filled" style={{ width: `${filled * 20}%` }}>
        {stars(STAR)}
      </span>
    </span>
  );
}
