// Shapes of the answers that are not merchant content (those are generated from schema/).
import type { Country, CustomerServiceEntry, GameLane, Promotion, PromotionType } from '../config/types.generated.ts';

export interface SystemStatus {
  maintenance: boolean;
  maintenanceEnd?: string | null;
  regionBlocked: boolean;
  ip: string;
  serverTime: number;
  /** The affiliate this domain belongs to: replaces the affiliate code 'www' at registration. */
  affiliate?: { code: string; domain: string; referralCode?: string } | null;
}

export interface CountryList {
  countryCode: string;
  countryDialingCode: string;
  countries: Country[];
}

export interface ClubLabel {
  labelName?: string;
  /** AUTO means VIP benefits are shown. */
  type?: string;
  rankLevel?: number;
}

export interface MemberInfo {
  /** 0, 1, 2 members; 4 without chat permission; -1 not logged in. */
  type: number;
  id: number;
  customerId?: number;
  userName: string;
  language?: string;
  clubLabel?: ClubLabel | null;
}

export interface AvailablePromotions {
  promotions: Promotion[];
  available: Partial<Record<PromotionType, { enabled: boolean; count: number }>>;
}

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
