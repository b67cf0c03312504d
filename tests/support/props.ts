// Props as a block's or popup's component receives them: through the generated validator, defaults
// filled in, so a test renders what a page would. Throws with the problem when the props are wrong.
import type { BlockPropsByType, BlockType, OverlayPropsByType } from '../../src/config/types.generated.ts';
import { checkProps } from '../../src/config/checkProps.ts';
import type { Validator } from '../../src/config/validator.ts';

type DeclaredOverlayType = keyof OverlayPropsByType;

const validators = import.meta.glob<Validator<unknown>>('../../src/config/validators/{blocks,overlays}/*.js', { eager: true, import: 'default' });

function received<T>(folder: 'blocks' | 'overlays', type: string, raw: object): T {
  const validate = validators[`../../src/config/validators/${folder}/${type}.js`];
  if (!validate) throw new Error(`no validator for ${folder}/${type}: run "npm run gen"`);
  const result = checkProps(validate as Validator<T>, raw);
  if (!result.ok) throw new Error(`${type}: ${result.reason}`);
  return result.props;
}

export const blockProps = <T extends BlockType>(type: T, raw: Partial<BlockPropsByType[T]> = {}): BlockPropsByType[T] => received('blocks', type, raw);

export const overlayProps = <T extends DeclaredOverlayType>(type: T, raw: Partial<OverlayPropsByType[T]> = {}): OverlayPropsByType[T] =>
  received('overlays', type, raw);
