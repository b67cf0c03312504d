// The theme's readability as it is edited: each pair of colours the product puts text in, with its
// contrast against WCAG 2.1 AA (the pairs and the rule wl validate applies, from project/contrast.ts).
import { useIntl } from 'react-intl';
import type { Theme } from '../../../src/config/types.generated.ts';
import { AA_TEXT, themeContrastPairs } from '../../../project/contrast.ts';

export function ContrastCheck({ theme }: { theme: Theme | undefined }) {
  const intl = useIntl();
  if (!theme) return null;
  const pairs = themeContrastPairs(theme);
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
        {pairs.map((pair) => {
          const ok = pair.ratio >= AA_TEXT;
          return (
            <tr key={pair.id} className={ok ? '' : 'st-contrast--low'} data-key={pair.key}>
              <th scope="row">{intl.formatMessage({ id: `contrast.${pair.id}` })}</th>
              <td>
                <span className="st-contrast__sample" style={{ color: pair.foreground, background: pair.background }}>
                  Aa 文字
                </span>
              </td>
              <td>
                {pair.ratio.toFixed(2)}:1 {ok ? '✓' : intl.formatMessage({ id: 'contrast.low' })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
