/** Inline glyphs of the mobile section tiles (emoji fonts are not on every device). */
const paths: Record<string, string> = {
  casino: 'M4 5h16v14H4zM8 9h2v6H8zm3 0h2v6h-2zm3 0h2v6h-2z',
  sport: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4 3 2-1 4h-4l-1-4z',
  liveCasino: 'M6 4h9l3 3v13H6zM9 11h6M9 14h6M9 17h4',
  crash: 'M4 19 10 12l4 3 6-9M15 6h5v5',
};

export function SectionIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
