// Every test file: servers it starts open the database database.ts chooses.
import { withTestDatabase } from './database.ts';

withTestDatabase();
