import { InitialSchema1763856000000 } from './1763856000000-initial-schema';
import { QuizResponses1763942400000 } from './1763942400000-quiz-responses';
import { CheckIns1763949600000 } from './1763949600000-check-ins';
import { FeedbackEmailIndex1763953260000 } from './1763953260000-feedback-email-index';
import { Catalog1763960000000 } from './1763960000000-catalog';
import { ContactMessages1764000000000 } from './1764000000000-contact-messages';
import { SeedVersions1764100000000 } from './1764100000000-seed-versions';
import { AccountEmails1764300000000 } from './1764300000000-account-emails';
import { PlanSafetyStop1764400000000 } from './1764400000000-plan-safety-stop';
import { ResetTokenAddress1764500000000 } from './1764500000000-reset-token-address';
import { PlanTokenOnce1764600000000 } from './1764600000000-plan-token-once';
import { RealRetailers1764700000000 } from './1764700000000-real-retailers';
import { PlanCheckedConcepts1764800000000 } from './1764800000000-plan-checked-concepts';
import { OfferChanges1764900000000 } from './1764900000000-offer-changes';
import { PriceAlerts1765000000000 } from './1765000000000-price-alerts';

/** Imported as classes, in order: the API is bundled by webpack, so a glob would find nothing. */
export const MIGRATIONS = [
  InitialSchema1763856000000,
  QuizResponses1763942400000,
  CheckIns1763949600000,
  FeedbackEmailIndex1763953260000,
  Catalog1763960000000,
  ContactMessages1764000000000,
  SeedVersions1764100000000,
  AccountEmails1764300000000,
  PlanSafetyStop1764400000000,
  ResetTokenAddress1764500000000,
  PlanTokenOnce1764600000000,
  RealRetailers1764700000000,
  PlanCheckedConcepts1764800000000,
  OfferChanges1764900000000,
  PriceAlerts1765000000000,
];
