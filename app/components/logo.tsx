/** The Resoume mark and word; decorative, the link around it carries the name. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 132 28" width="132" height="28" aria-hidden="true" focusable="false">
      <rect x="0" y="2" width="24" height="24" rx="7" fill="currentColor" />
      <g className="logo__figure">
        <circle cx="12" cy="11" r="4.2" />
        <path d="M4.8 22.5c1.4-4 4.1-5.8 7.2-5.8s5.8 1.8 7.2 5.8" />
      </g>
      <text x="31" y="20.5" fontSize="18" fontWeight="700" letterSpacing="-0.4" fill="currentColor" fontFamily="inherit">
        Resoume
      </text>
    </svg>
  );
}
