import { BRAND_MARK_DROP_PATH, BRAND_MARK_VIEW_BOX } from './brand-mark-shape';

/** The Vitalia mark: a drop held in a leaf-like circle, drawn inline (no image request under the CSP). */
export function BrandMark({ size = 2 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      width={`${size}rem`}
      height={`${size}rem`}
      viewBox={BRAND_MARK_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="16" fill="var(--color-primary)" />
      <path d={BRAND_MARK_DROP_PATH} fill="var(--color-accent-soft)" />
      <path d="M13 18.5a3 3 0 0 0 3 3" stroke="var(--color-accent)" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
