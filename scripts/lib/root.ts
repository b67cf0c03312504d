import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder, wherever the CLI is run from. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
