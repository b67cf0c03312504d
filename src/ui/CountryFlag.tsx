// A country's flag as an SVG image (never an emoji, which needs a font the device may lack), or an empty
// box of the same size for a code without one.
import { flagUrl } from './flagImages.ts';
import './country-flag.css';

export function CountryFlag({ countryCode }: { countryCode: string }) {
  const src = flagUrl(countryCode);
  return src ? (
    <img className="wl-flag" src={src} alt="" width={24} height={16} loading="lazy" decoding="async" />
  ) : (
    <span className="wl-flag" aria-hidden="true" />
  );
}
