// Every text of the admin area, in Portuguese as the original brief gave them, one file per group
// of screens and all of them importable from here, so staff wording can be found and changed in
// one place. Texts the brief gave are copied exactly, including the ones it gave in English
// (consultants, users, testimonials); the rest, and the success toasts the brief left open, are
// worded in the same voice (docs/product.md#texts-the-brief-fixes). Field validation messages
// live in the zod schemas of src/lib/schemas, which the API and the forms share.
export { accountText } from "./account";
export { adminText } from "./common";
export { contentText } from "./content";
export { importsText } from "./imports";
export { leadsText, mailText } from "./inbox";
export { legalText } from "./legal";
export { pipelineText } from "./pipeline";
export { portalsText } from "./portals";
export { privacyText } from "./privacy";
export { propertiesText } from "./properties";
export { statsText } from "./stats";
export { viewingsText } from "./viewings";
