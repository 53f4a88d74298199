/** The Vitalia mark: a drop held in a leaf-like circle, drawn inline (no image request under the CSP). */
export function BrandMark({ size = 2 }: { size?: number }) {
  return (
    <svg className="brand-mark" width={`${size}rem`} height={`${size}rem`} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="var(--color-primary)" />
      <path d="M16 6.5s-6.5 7.2-6.5 11.6a6.5 6.5 0 0 0 13 0C22.5 13.7 16 6.5 16 6.5Z" fill="var(--color-accent-soft)" />
      <path d="M13 18.5a3 3 0 0 0 3 3" stroke="var(--color-accent)" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
