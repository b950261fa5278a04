// Privacy: a visitor's personal data found, exported and erased, how long it is kept, and the
// audit log of what staff did. Administrators only (docs/decisions/027, 028).
import { auditLogPageSchema, auditLogQuery } from "@/lib/schemas/audit-log";
import {
  erasureSchema,
  personalDataQuery,
  personalDataSchema,
  privacySettingsSchema,
} from "@/lib/schemas/personal-data";
import { defineEndpoint as endpoint } from "./endpoint";

export const personalData = {
  find: endpoint({
    method: "GET",
    path: "/api/personal-data",
    access: "admin",
    tag: "Privacy",
    summary: "Every record holding an e-mail address, as one JSON document (recorded in the log)",
    query: personalDataQuery,
    response: personalDataSchema,
  }),
  erase: endpoint({
    method: "DELETE",
    path: "/api/personal-data",
    access: "admin",
    tag: "Privacy",
    summary:
      "Erase what every record holds of an e-mail address, keeping dates and counts (re-authentication)",
    query: personalDataQuery,
    response: erasureSchema,
  }),
};

export const privacySettings = {
  get: endpoint({
    method: "GET",
    path: "/api/privacy-settings",
    access: "admin",
    tag: "Privacy",
    summary: "How long requests keep their personal data, and the audit log its entries",
    response: privacySettingsSchema,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/privacy-settings",
    access: "admin",
    tag: "Privacy",
    summary: "Change the periods of anonymisation and of the audit log (re-authentication)",
    body: privacySettingsSchema,
    response: privacySettingsSchema,
  }),
};

export const auditLog = {
  list: endpoint({
    method: "GET",
    path: "/api/audit-log",
    access: "admin",
    tag: "Privacy",
    summary: "The audit log, newest first, filtered by user, entity, action and dates; 50 a page",
    query: auditLogQuery,
    response: auditLogPageSchema,
  }),
};
