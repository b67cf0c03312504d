// Every test file: servers it starts open the database testDatabase.ts chooses.
import { useTestDatabase } from './testDatabase.ts';

useTestDatabase();
