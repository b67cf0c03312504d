// Every test file: servers it starts open the database database.ts chooses, with the machine's test key.
import { withTestDatabase } from './database.ts';
import { withTestRsaKey } from './rsaKey.ts';

withTestDatabase();
withTestRsaKey();
