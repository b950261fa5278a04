// A listing whose consultant is available every day from 09:00 to 18:00 (Lisbon), for the
// viewing tests, made through the API as staff would.

import { call } from "./http";
import { consultantPayload, propertyPayload } from "./payloads";

export const EVERY_DAY = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "09:00", end: "18:00" })),
  exceptions: [],
};

export async function bookableListing(cookie: string) {
  const consultant = await call("POST", "/api/consultants", {
    cookie,
    json: consultantPayload(),
  });
  if (consultant.status !== 201) throw new Error(consultant.text);
  const property = await call("POST", "/api/properties", {
    cookie,
    json: propertyPayload({ consultantId: consultant.json.id }),
  });
  if (property.status !== 201) throw new Error(property.text);
  const availability = await call("PUT", `/api/consultants/${consultant.json.id}/availability`, {
    cookie,
    json: EVERY_DAY,
  });
  if (availability.status !== 200) throw new Error(availability.text);
  return { consultantId: consultant.json.id as string, propertyId: property.json.id as string };
}

/** "YYYY-MM-DD" `days` after today (UTC). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function viewingPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: "Haruto Sato",
    email: "haruto@example.jp",
    phone: "+81 90 1234 5678",
    language: "jp",
    ...overrides,
  };
}
