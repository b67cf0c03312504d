// Generates what the sources derive from: TypeScript types and standalone validators from the schemas,
// and precompiled messages. With --check it fails when the committed generated types are stale.
import { generateTypes } from './gen/types.ts';
import { generateValidators } from './gen/validators.ts';
import { compileMessages } from './gen/messages.ts';

const check = process.argv.includes('--check');
const stale = await generateTypes({ check });
await generateValidators();
await compileMessages();
if (stale.length > 0) {
  console.error(`Generated types are stale: ${stale.join(', ')}. Run "npm run gen" and commit the result.`);
  process.exit(1);
}
