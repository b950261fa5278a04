// Every call of the API (docs/product.md#endpoints), one file per resource. The server's route
// handlers and OpenAPI document and the browser's client (client.ts) all read this list.
import { securitySettings, sessions, twoFactor } from "./account";
import { auth } from "./auth";
import { consultants, testimonials, users } from "./content";
import { favourites } from "./favourites";
import { features } from "./features";
import { imports } from "./imports";
import { leads, mortgageRequests } from "./inbox";
import { mailMessages } from "./mail";
import { leadEvents } from "./pipeline";
import { portals } from "./portals";
import { auditLog, personalData, privacySettings } from "./privacy";
import { properties } from "./properties";
import { savedSearches } from "./saved-searches";
import { homeSettings, legalSettings, notices, pageSettings } from "./settings";
import { stats } from "./stats";
import { docs, geocode } from "./system";
import { uploads } from "./uploads";
import { availability, viewings } from "./viewings";

export const api = {
  properties,
  features,
  testimonials,
  consultants,
  users,
  leads,
  leadEvents,
  mortgageRequests,
  viewings,
  availability,
  savedSearches,
  stats,
  favourites,
  mailMessages,
  homeSettings,
  pageSettings,
  portals,
  imports,
  legalSettings,
  notices,
  auth,
  twoFactor,
  sessions,
  securitySettings,
  personalData,
  privacySettings,
  auditLog,
  uploads,
  geocode,
  docs,
};
