// Shapes of the answers schema/ does not describe yet; those it does are generated from it, as the
// server's routes answer them (server/routes/answerSchemas.test.ts holds the server to them).
import type { CustomerServiceEntry, GameLane } from '../config/types.generated.ts';

export type { AvailablePromotions, ClubLabel, CountryList, MemberInfo, SystemStatus } from '../config/types.generated.ts';

export interface DepositSettings {
  totalDepositSuccessCount?: number;
  firstDeposit?: 'Y' | 'N';
  [key: string]: unknown;
}

export interface LanesAnswer {
  data: { lanes: GameLane[] };
}

export interface CustomerServiceAnswer {
  customerService: CustomerServiceEntry[];
}
