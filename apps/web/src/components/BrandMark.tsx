/**
 * The product name with its square mark; `inverted` for dark backgrounds. Plain markup and CSS
 * (src/boot.css): the app shell the server sends draws the same (features/layout/appShell.ts).
 */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={inverted ? 'brand-mark brand-mark--inverted' : 'brand-mark'}>
      <span className="brand-mark__square" aria-hidden />
      <span className="brand-mark__name">Candid</span>
    </span>
  );
}
