import * as z from "zod/mini";
import { legalSettingsSchema, legalSettingsUpdateSchema } from "@/lib/schemas/legal-settings";
import { noticeKeySchema, noticeSchema, noticeUpdateSchema } from "@/lib/schemas/notice";
import {
  homeSettingsSchema,
  homeSettingsUpdateSchema,
  pageKeySchema,
  pageSettingsSchema,
  pageSettingsUpdateSchema,
} from "@/lib/schemas/settings";
import { defineEndpoint as endpoint } from "./endpoint";

const page = z.strictObject({ page: pageKeySchema });

export const homeSettings = {
  get: endpoint({
    method: "GET",
    path: "/api/home-settings",
    access: "public",
    tag: "Settings",
    summary: "Home hero settings (empty values when never saved)",
    response: homeSettingsSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/home-settings",
    access: "admin",
    tag: "Settings",
    summary: "Update home hero settings (any subset)",
    body: homeSettingsUpdateSchema,
    response: homeSettingsSchema,
  }),
};

export const pageSettings = {
  get: endpoint({
    method: "GET",
    path: "/api/page-settings/{page}",
    access: "public",
    tag: "Settings",
    summary: "Texts of the sell or mortgage page",
    params: page,
    response: pageSettingsSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/page-settings/{page}",
    access: "admin",
    tag: "Settings",
    summary: "Update texts of the sell or mortgage page (any subset)",
    params: page,
    body: pageSettingsUpdateSchema,
    response: pageSettingsSchema,
  }),
};

export const legalSettings = {
  get: endpoint({
    method: "GET",
    path: "/api/legal-settings",
    access: "public",
    tag: "Settings",
    summary: "The agency's legal identity, as every page's footer shows it",
    response: legalSettingsSchema,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/legal-settings",
    access: "admin",
    tag: "Settings",
    summary: "Replace the agency's legal identity (company, NIF, AMI, RAL, complaints book…)",
    body: legalSettingsUpdateSchema,
    response: legalSettingsSchema,
  }),
};

const notice = z.strictObject({ notice: noticeKeySchema });

export const notices = {
  get: endpoint({
    method: "GET",
    path: "/api/notices/{notice}",
    access: "public",
    tag: "Settings",
    summary: "Texts of the privacy or cookie notice (the defaults when never saved)",
    params: notice,
    response: noticeSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/notices/{notice}",
    access: "admin",
    tag: "Settings",
    summary: "Update texts of the privacy or cookie notice (any subset)",
    params: notice,
    body: noticeUpdateSchema,
    response: noticeSchema,
  }),
};
