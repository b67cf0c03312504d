// Shapes of the answers, generated from schema/ as the server's routes answer them (each route declares
// its answer's schema, and server/routes/answerSchemas.test.ts holds the server to them).
export type {
  AvailablePromotions,
  ClubLabel,
  CountryList,
  CustomerServiceAnswer,
  DepositSettings,
  LanesAnswer,
  MemberInfo,
  SystemStatus,
} from '../config/types.generated.ts';
