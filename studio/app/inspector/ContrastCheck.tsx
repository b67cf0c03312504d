// The theme's readability as it is edited: each pair of colours the product puts text in, with its
// contrast against WCAG 2.1 AA (the same rule wl validate applies).
import { useIntl } from 'react-intl';
import { AA_TEXT, contrastRatio } from '../../../scripts/lib/contrast.ts';

const PAIRS = [
  ['primary', '#ffffff', 'primary', 'contrast.buttons'],
  ['headerColor', '#ffffff', 'headerColor', 'contrast.header'],
  ['text', 'text', 'background', 'contrast.text'],
  ['text', 'text', 'surface', 'contrast.textSurface'],
  ['secondary', 'secondary', 'background', 'contrast.links'],
  ['secondary', 'secondary', 'surface', 'contrast.linksSurface'],
] as const;

const isColour = (v: unknown): v is string => typeof v === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v);

export function ContrastCheck({ theme }: { theme: Record<string, string> | undefined }) {
  const intl = useIntl();
  if (!theme) return null;
  const colour = (key: string) => (key.startsWith('#') ? key : key === 'headerColor' ? (theme.headerColor ?? theme.primary) : theme[key]);
  return (
    <table className="st-contrast">
      <caption>{intl.formatMessage({ id: 'contrast.title' }, { ratio: AA_TEXT })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'contrast.where' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'contrast.sample' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'contrast.ratio' })}</th>
        </tr>
      </thead>
      <tbody>
        {PAIRS.map(([key, fg, bg, label]) => {
          const [f, b] = [colour(fg), colour(bg)];
          if (!isColour(f) || !isColour(b)) return null;
          const ratio = contrastRatio(f, b);
          const ok = ratio >= AA_TEXT;
          return (
            <tr key={label} className={ok ? '' : 'st-contrast--low'} data-key={key}>
              <th scope="row">{intl.formatMessage({ id: label })}</th>
              <td><span className="st-contrast__sample" style={{ color: f, background: b }}>Aa 文字</span></td>
              <td>{ratio.toFixed(2)}:1 {ok ? '✓' : intl.formatMessage({ id: 'contrast.low' })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
