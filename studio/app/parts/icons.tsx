// The tree's action icons, drawn rather than taken from a font that may lack the glyph.
const PATHS = {
  up: 'M12 5l-6 6h4v8h4v-8h4z',
  down: 'M12 19l6-6h-4V5h-4v8H6z',
  copy: 'M8 8h11v11H8zM5 5h11v2H7v9H5z',
  eye: 'M12 6c-5 0-9 6-9 6s4 6 9 6 9-6 9-6-4-6-9-6zm0 9a3 3 0 110-6 3 3 0 010 6z',
  eyeOff:
    'M3 4l17 17-1.4 1.4-3.2-3.2A9.8 9.8 0 0112 20c-5 0-9-8-9-8a17 17 0 014.2-4.9L1.6 5.4zM12 4c5 0 9 8 9 8a17.4 17.4 0 01-2.6 3.6L8.4 5.6A9.7 9.7 0 0112 4z',
  remove: 'M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
