// Small inline icons, so nothing depends on the device having an emoji font.
const PATHS = {
  gift: 'M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1.5S10 7 12 7zm0 0c2-4 6-4 6-1.5S14 7 12 7z',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z',
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 21c0-4 3-6.5 7-6.5s7 2.5 7 6.5M16 4.5a3.2 3.2 0 0 1 0 6.3M18 14.7c2.4.7 4 2.8 4 6.3',
  phone: 'M7 2h10v20H7zM11 18h2',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H3c0 3 2 5 4 5M17 6h4c0 3-2 5-4 5M12 14v4M8 21h8M9 18h6',
  shield: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM8.5 12l2.5 2.5 4.5-5',
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  chat: 'M4 4h16v12H9l-5 4zM8 9h8M8 12h5',
  megaphone: 'M3 10v4h3l8 4V6L6 10zM17 9a4 4 0 0 1 0 6M6 14l1 5h3l-1-4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
