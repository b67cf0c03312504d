// The phone sizes the studio shows the app at: the preview's choice, and the release history's pictures (the smallest).
export const PHONE_SIZES = [
  { name: 'small', width: 360, height: 740 },
  { name: 'medium', width: 390, height: 844 },
  { name: 'large', width: 430, height: 932 },
] as const;
