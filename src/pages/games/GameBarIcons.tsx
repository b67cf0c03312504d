// The game bar's icons, drawn inline so the bar needs no icon font; each button carries its own name.
type Glyph = 'back' | 'hide-bar' | 'show-bar' | 'enter-fullscreen' | 'exit-fullscreen';

const GLYPHS: Record<Glyph, string> = {
  back: 'M15 5l-7 7 7 7',
  'hide-bar': 'M6 15l6-6 6 6',
  'show-bar': 'M6 9l6 6 6-6',
  'enter-fullscreen': 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  'exit-fullscreen': 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
};

export function GameBarIcon({ glyph }: { glyph: Glyph }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={GLYPHS[glyph]} />
    </svg>
  );
}
