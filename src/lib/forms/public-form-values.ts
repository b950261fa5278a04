// What the public forms hold as the visitor types: every field a string (the consent a
// boolean, the photos chosen their names). Kept apart from their checks (public-form-checks.ts), which load with zod only once
// a visitor starts on a form.

export const MAX_OBSERVATIONS = 2000;
export const MAX_AREA = 1_000_000;
export const MAX_BEDROOMS = 99;

/** The enquiry beside a listing (docs/product.md#public-forms). */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
  /** Hidden: the privacy notice's version the form showed (privacy-line.tsx). */
  consentVersion: string;
}

export const CONTACT_FORM_EMPTY: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  message: "",
  website: "",
  consentVersion: "",
};

/** The mortgage request (docs/product.md#mortgage-page). */
export interface MortgageFormValues {
  name: string;
  email: string;
  phone: string;
  website: string;
  message: string;
  consent: boolean;
  consentVersion: string;
}

export const MORTGAGE_FORM_EMPTY: MortgageFormValues = {
  name: "",
  email: "",
  phone: "",
  website: "",
  message: "",
  consent: false,
  consentVersion: "",
};

/** The valuation request of the sell page (docs/product.md#sell-page). */
export interface SellFormValues {
  name: string;
  email: string;
  phone: string;
  website: string;
  propertyType: string;
  location: string;
  area: string;
  condition: string;
  bedrooms: string;
  /** The names of the photos chosen: the files are not sent, their names are (docs/product.md#lead). */
  photos: string[];
  observations: string;
  consentVersion: string;
}

export const SELL_FORM_EMPTY: SellFormValues = {
  name: "",
  email: "",
  phone: "",
  website: "",
  propertyType: "",
  location: "",
  area: "",
  condition: "",
  bedrooms: "",
  photos: [],
  observations: "",
  consentVersion: "",
};
