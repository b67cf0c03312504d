// Every test file: servers it starts open the database database.ts chooses.
import { useTestDatabase } from './database.ts';

useTestDatabase();
