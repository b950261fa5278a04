// Every call of SPEC.md §7 (plus logout, me and the API's own documentation).
import { z } from "zod";
import {
  consultantCreateSchema,
  consultantSchema,
  consultantUpdateSchema,
} from "@/lib/schemas/consultant";
import { featureCreateSchema, featureSchema, featureUpdateSchema } from "@/lib/schemas/feature";
import { leadCreateSchema, leadSchema, leadUpdateSchema } from "@/lib/schemas/lead";
import {
  mortgageRequestCreateSchema,
  mortgageRequestSchema,
  mortgageRequestUpdateSchema,
} from "@/lib/schemas/mortgage-request";
import {
  featuredOrderSchema,
  propertyCreateSchema,
  propertySchema,
  propertyUpdateSchema,
} from "@/lib/schemas/property";
import {
  homeSettingsSchema,
  homeSettingsUpdateSchema,
  pageKeySchema,
  pageSettingsSchema,
  pageSettingsUpdateSchema,
} from "@/lib/schemas/settings";
import {
  testimonialCreateSchema,
  testimonialSchema,
  testimonialUpdateSchema,
} from "@/lib/schemas/testimonial";
import {
  loginResponseSchema,
  loginSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from "@/lib/schemas/user";
import { defineEndpoint as endpoint } from "./endpoint";

const id = z.strictObject({ id: z.uuid() });
const imageUrlSchema = z.strictObject({
  imageURL: z.string().trim().min(1, "Indique o URL da imagem").max(2048),
});
const page = z.strictObject({ page: pageKeySchema });

/** GET/POST on a collection, GET/PATCH/DELETE on one item: the shape most resources share. */
function crud<
  T extends z.core.$ZodType,
  C extends z.core.$ZodType,
  U extends z.core.$ZodType,
>(options: {
  path: string;
  tag: string;
  name: string;
  item: T;
  create: C;
  update: U;
  read: "public" | "admin";
}) {
  const one = `${options.path}/{id}`;
  return {
    list: endpoint({
      method: "GET",
      path: options.path,
      access: options.read,
      tag: options.tag,
      summary: `List ${options.name}s`,
      response: z.array(options.item),
    }),
    create: endpoint({
      method: "POST",
      path: options.path,
      access: "admin",
      tag: options.tag,
      summary: `Create a ${options.name}`,
      body: options.create,
      response: options.item,
      status: 201,
    }),
    get: endpoint({
      method: "GET",
      path: one,
      access: options.read,
      tag: options.tag,
      summary: `Get one ${options.name}`,
      params: id,
      response: options.item,
    }),
    update: endpoint({
      method: "PATCH",
      path: one,
      access: "admin",
      tag: options.tag,
      summary: `Update a ${options.name} (any subset of its fields)`,
      params: id,
      body: options.update,
      response: options.item,
    }),
    remove: endpoint({
      method: "DELETE",
      path: one,
      access: "admin",
      tag: options.tag,
      summary: `Delete a ${options.name}`,
      params: id,
    }),
  };
}

export const api = {
  properties: {
    ...crud({
      path: "/api/properties",
      tag: "Properties",
      name: "property",
      item: propertySchema,
      create: propertyCreateSchema,
      update: propertyUpdateSchema,
      read: "public",
    }),
    reorderFeatured: endpoint({
      method: "PATCH",
      path: "/api/properties/featured/order",
      access: "admin",
      tag: "Properties",
      summary: "Save the order of featured properties (all or nothing)",
      body: featuredOrderSchema,
    }),
  },
  features: (() => {
    const { list, create, update, remove } = crud({
      path: "/api/property-features",
      tag: "Property features",
      name: "property feature",
      item: featureSchema,
      create: featureCreateSchema,
      update: featureUpdateSchema,
      read: "public",
    });
    return { list, create, update, remove };
  })(),
  testimonials: crud({
    path: "/api/testimonials",
    tag: "Testimonials",
    name: "testimonial",
    item: testimonialSchema,
    create: testimonialCreateSchema,
    update: testimonialUpdateSchema,
    read: "public",
  }),
  consultants: crud({
    path: "/api/consultants",
    tag: "Consultants",
    name: "consultant",
    item: consultantSchema,
    create: consultantCreateSchema,
    update: consultantUpdateSchema,
    read: "public",
  }),
  users: crud({
    path: "/api/users",
    tag: "Users",
    name: "user",
    item: userSchema,
    create: userCreateSchema,
    update: userUpdateSchema,
    read: "admin",
  }),
  leads: {
    list: endpoint({
      method: "GET",
      path: "/api/leads",
      access: "admin",
      tag: "Leads",
      summary: "List leads, newest first",
      response: z.array(leadSchema),
    }),
    create: endpoint({
      method: "POST",
      path: "/api/leads",
      access: "public",
      tag: "Leads",
      summary: "Send an enquiry or a valuation request (public form)",
      body: leadCreateSchema,
      response: leadSchema,
      status: 201,
      formRateLimit: true,
    }),
    update: endpoint({
      method: "PATCH",
      path: "/api/leads/{id}",
      access: "admin",
      tag: "Leads",
      summary: "Mark a lead read or new",
      params: id,
      body: leadUpdateSchema,
      response: leadSchema,
    }),
    remove: endpoint({
      method: "DELETE",
      path: "/api/leads/{id}",
      access: "admin",
      tag: "Leads",
      summary: "Delete a lead",
      params: id,
    }),
  },
  mortgageRequests: {
    list: endpoint({
      method: "GET",
      path: "/api/mortgage-requests",
      access: "admin",
      tag: "Mortgage requests",
      summary: "List mortgage requests, newest first",
      response: z.array(mortgageRequestSchema),
    }),
    create: endpoint({
      method: "POST",
      path: "/api/mortgage-requests",
      access: "public",
      tag: "Mortgage requests",
      summary: "Ask for mortgage assistance (public form)",
      body: mortgageRequestCreateSchema,
      response: mortgageRequestSchema,
      status: 201,
      formRateLimit: true,
    }),
    update: endpoint({
      method: "PATCH",
      path: "/api/mortgage-requests/{id}",
      access: "admin",
      tag: "Mortgage requests",
      summary: "Change the status of a mortgage request",
      params: id,
      body: mortgageRequestUpdateSchema,
      response: mortgageRequestSchema,
    }),
    remove: endpoint({
      method: "DELETE",
      path: "/api/mortgage-requests/{id}",
      access: "admin",
      tag: "Mortgage requests",
      summary: "Delete a mortgage request",
      params: id,
    }),
  },
  homeSettings: {
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
  },
  pageSettings: {
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
  },
  auth: {
    login: endpoint({
      method: "POST",
      path: "/api/auth/login",
      access: "public",
      tag: "Auth",
      summary: "Sign in; sets the session cookie",
      body: loginSchema,
      response: loginResponseSchema,
      sameOriginOnly: true,
    }),
    logout: endpoint({
      method: "POST",
      path: "/api/auth/logout",
      access: "public",
      tag: "Auth",
      summary: "Sign out; ends the session on the server",
      sameOriginOnly: true,
    }),
    me: endpoint({
      method: "GET",
      path: "/api/auth/me",
      access: "admin",
      tag: "Auth",
      summary: "The signed-in user",
      response: loginResponseSchema.extend({ role: z.string() }),
    }),
  },
  uploads: {
    createUploadUrl: endpoint({
      method: "POST",
      path: "/api/objects/upload",
      access: "admin",
      tag: "Images",
      summary: "Get a signed URL (valid 5 minutes, one image) to PUT an image file to",
      response: z.object({ uploadURL: z.url() }),
    }),
    putUpload: endpoint({
      method: "PUT",
      path: "/api/objects/upload/{token}",
      access: "admin",
      tag: "Images",
      summary: "Upload one JPEG, PNG or WebP image (at most 10 MB) to a signed upload URL",
      params: z.strictObject({ token: z.string().max(200) }),
      rawBody: {
        contentTypes: ["image/jpeg", "image/png", "image/webp", "application/octet-stream"],
        description: "The image file itself; its type is read from its content",
      },
      response: z.object({ objectPath: z.string() }),
    }),
    propertyImage: endpoint({
      method: "POST",
      path: "/api/property-images",
      access: "admin",
      tag: "Images",
      summary: "Store a property image from an upload URL of ours or an external http(s) URL",
      body: imageUrlSchema,
      response: z.object({ objectPath: z.string() }),
    }),
    heroImage: endpoint({
      method: "POST",
      path: "/api/hero-images",
      access: "admin",
      tag: "Images",
      summary: "Store the home hero image from an upload URL of ours or an external http(s) URL",
      body: imageUrlSchema,
      response: z.object({ objectPath: z.string() }),
    }),
    multipart: endpoint({
      method: "POST",
      path: "/api/upload",
      access: "admin",
      tag: "Images",
      summary: "Upload one image as the multipart field `image` (consultant photos)",
      rawBody: { contentTypes: ["multipart/form-data"], description: "Field image: the file" },
      response: z.object({ url: z.string() }),
    }),
  },
  geocode: {
    lookup: endpoint({
      method: "GET",
      path: "/api/geocode",
      access: "admin",
      tag: "Geocoding",
      summary: "Coordinates of an address (first result of the geocoding service); 404 when none",
      query: z.strictObject({
        q: z.string().trim().min(1, "Endereço vazio").max(300),
      }),
      response: z.object({ lat: z.number(), lng: z.number(), label: z.string().nullable() }),
    }),
  },
  docs: {
    health: endpoint({
      method: "GET",
      path: "/api/health",
      access: "public",
      tag: "System",
      summary: "Health check: the server and its database answer",
      response: z.object({ status: z.literal("ok") }),
    }),
    openapi: endpoint({
      method: "GET",
      path: "/api/openapi.json",
      access: "public",
      tag: "Documentation",
      summary: "This API as an OpenAPI 3.1 document",
    }),
    page: endpoint({
      method: "GET",
      path: "/api/docs",
      access: "public",
      tag: "Documentation",
      summary: "A readable page of the OpenAPI document",
    }),
  },
};
