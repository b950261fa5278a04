// What a consultant may do with listings (docs/security.md#staff-rights): create them as their
// own and edit those whose consultant is them; never hand one to someone else or feature it
// (the featured order is the administrators'). A forbidden field is refused, never dropped.
import "server-only";
import type { PropertyCreate, PropertyUpdate } from "@/lib/schemas/property";
import type { Session } from "@/server/auth/sessions";
import { forbiddenField, isAdministrator, requireOwn } from "@/server/auth/staff-scope";

const NOT_YOURS = "Só pode alterar os imóveis de que é o consultor.";
const OWN_CONSULTANT = "Só pode atribuir o imóvel a si próprio.";
const FEATURED_ADMIN = "Só um administrador pode destacar imóveis.";
const NO_PROFILE = "A sua conta não está ligada a um perfil de consultor.";

interface Current {
  consultantId: string | null;
  featured: boolean;
  featuredOrder: number | null;
}

/**
 * The input a consultant may save: on a new listing (`current` null) the consultant is them
 * when not given; on an existing one it must already be theirs. Fields sent with the value they
 * already have (a form sends them all) pass; a change of a forbidden one is a 403 naming it.
 */
export function scopeListingInput<I extends PropertyCreate | PropertyUpdate>(
  session: Session | undefined,
  input: I,
  current: Current | null,
): I {
  if (!session || isAdministrator(session)) return input;
  const own = session.user.consultantId;
  if (!own) throw forbiddenField("consultantId", NO_PROFILE);
  if (current) requireOwn(session, current.consultantId, NOT_YOURS);
  if (input.consultantId !== undefined && input.consultantId !== own) {
    throw forbiddenField("consultantId", OWN_CONSULTANT);
  }
  if (input.featured !== undefined && input.featured !== (current?.featured ?? false)) {
    throw forbiddenField("featured", FEATURED_ADMIN);
  }
  // A new listing's order is a default (null or 0) until an administrator features it.
  const order = input.featuredOrder;
  const orderKept = current ? order === current.featuredOrder : !order;
  if (order !== undefined && !orderKept) throw forbiddenField("featuredOrder", FEATURED_ADMIN);
  return current ? input : { ...input, consultantId: own };
}
