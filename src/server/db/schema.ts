// The database schema (docs/product.md#data-model): every entity of the product, its sessions,
// counters, outbox and content versions, a file per domain under schema/. This module exports
// them all, and is the one that drizzle-kit (drizzle.config.ts) and the code read.
// Defaults and constraints live with each table so the database itself refuses bad rows.
export * from "./schema/analytics";
export * from "./schema/auth";
export * from "./schema/content";
export * from "./schema/exchange-rates";
export * from "./schema/imports";
export * from "./schema/listings";
export * from "./schema/mail";
export * from "./schema/pipeline";
export * from "./schema/portals";
export * from "./schema/records";
export * from "./schema/requests";
export * from "./schema/saved-searches";
export * from "./schema/seller-reports";
export * from "./schema/state";
export * from "./schema/viewings";

import { recoveryCodes, sessions, users } from "./schema/auth";
import {
  homeSettings,
  legalSettings,
  noticeTexts,
  pageSettings,
  testimonials,
} from "./schema/content";
import { exchangeRates } from "./schema/exchange-rates";
import { importJobs } from "./schema/imports";
import { consultants, properties, propertyFeatures } from "./schema/listings";
import { mailAttempts, mailMessages } from "./schema/mail";
import { assignmentTurns, leadEvents, leadReminders } from "./schema/pipeline";
import { portalEntries, portalFeeds } from "./schema/portals";
import { auditLog, jobRuns } from "./schema/records";
import { leads, mortgageRequests } from "./schema/requests";
import { savedSearches, savedSearchSends } from "./schema/saved-searches";
import { sellerReportSends } from "./schema/seller-reports";
import { appState, contentVersions, rateLimits } from "./schema/state";
import { availabilityExceptions, consultantAvailability, viewings } from "./schema/viewings";

/** Every table, as the database client (client.ts) is built with them. */
export const schema = {
  appState,
  contentVersions,
  consultants,
  properties,
  propertyFeatures,
  leads,
  mortgageRequests,
  leadEvents,
  leadReminders,
  assignmentTurns,
  users,
  recoveryCodes,
  sessions,
  rateLimits,
  mailMessages,
  mailAttempts,
  auditLog,
  jobRuns,
  testimonials,
  homeSettings,
  pageSettings,
  portalFeeds,
  portalEntries,
  importJobs,
  legalSettings,
  noticeTexts,
  consultantAvailability,
  availabilityExceptions,
  viewings,
  savedSearches,
  savedSearchSends,
  sellerReportSends,
  exchangeRates,
};
