// What each content form starts from: a stored record turned into the inputs' values (null
// texts become empty inputs), or the defaults of docs/product.md#data-model for a new record.
import type { z } from "zod";
import { type PageKey, SPOKEN_LANGUAGES } from "@/lib/constants";
import type { StaffAccess } from "@/lib/schemas/account";
import type { Consultant, consultantCreateSchema } from "@/lib/schemas/consultant";
import type { PageSettings, PageTexts } from "@/lib/schemas/settings";
import type { Testimonial, testimonialCreateSchema } from "@/lib/schemas/testimonial";
import type { User } from "@/lib/schemas/user";

export type ConsultantFormValues = z.input<typeof consultantCreateSchema>;
export type TestimonialFormValues = z.input<typeof testimonialCreateSchema>;
export type UserFormValues = {
  name: string;
  email: string;
  password: string;
  /**
   * Asked when the form edits the signed-in user's own account and changes the password; the
   * field exists only then (the create schema refuses any key it does not know).
   */
  currentPassword?: string;
  role: string;
  access: StaffAccess;
  consultantId: string | null;
};

export function consultantFormValues(
  consultant: Consultant | undefined,
  defaultRole: string,
): ConsultantFormValues {
  return {
    name: consultant?.name ?? "",
    role: consultant?.role ?? defaultRole,
    email: consultant?.email ?? "",
    phone: consultant?.phone ?? "",
    whatsapp: consultant?.whatsapp ?? "",
    photo: consultant?.photo ?? null,
    // Known codes only, in the order the form shows them.
    languages: SPOKEN_LANGUAGES.filter((code) => consultant?.languages.includes(code)),
    bioPt: consultant?.bioPt ?? "",
    bioEn: consultant?.bioEn ?? "",
    bioJp: consultant?.bioJp ?? "",
    active: consultant?.active ?? true,
    order: consultant?.order ?? 0,
  };
}

export function testimonialFormValues(testimonial?: Testimonial): TestimonialFormValues {
  return {
    name: testimonial?.name ?? "",
    company: testimonial?.company ?? "",
    photo: testimonial?.photo ?? null,
    rating: testimonial?.rating ?? 5,
    textPt: testimonial?.textPt ?? "",
    textEn: testimonial?.textEn ?? "",
    textJp: testimonial?.textJp ?? "",
    active: testimonial?.active ?? true,
    order: testimonial?.order ?? 0,
  };
}

export function userFormValues(user: User | undefined, defaultRole: string): UserFormValues {
  return {
    name: user?.name ?? "",
    email: user?.email ?? "",
    // Never known to the browser: blank means "keep the current one" when editing.
    password: "",
    role: user?.role || defaultRole,
    access: user?.access ?? "admin",
    consultantId: user?.consultantId ?? null,
  };
}

/** The text fields a page's form edits: the intro exists only on the mortgage page. */
export function pageSettingsFields(page: PageKey): (keyof PageTexts)[] {
  const names = ["title", "subtitle", "intro", "benefit1", "benefit2", "benefit3", "formTitle"];
  const fields = [...names, "formDesc"]
    .filter((name) => page === "mortgage" || name !== "intro")
    .flatMap((name) => (["Pt", "En", "Jp"] as const).map((suffix) => `${name}${suffix}`));
  return fields as (keyof PageTexts)[];
}

export function pageSettingsFormValues(
  settings: PageSettings,
  page: PageKey,
): Partial<Record<keyof PageTexts, string>> {
  return Object.fromEntries(
    pageSettingsFields(page).map((field) => [field, settings[field] ?? ""]),
  );
}
