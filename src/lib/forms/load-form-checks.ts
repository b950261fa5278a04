// The public forms' checks (public-form-checks.ts), fetched when the visitor first focuses or
// sends a form, then kept: the pages' first JavaScript carries neither zod nor the endpoint list.
export const loadFormChecks = () => import("./public-form-checks");
