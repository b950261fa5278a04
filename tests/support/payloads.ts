// Valid payloads for the API tests; each test changes only what it is about. Free of server
// modules, so whole-process tests use them too.
let counter = 0;
const next = () => ++counter;

export function propertyPayload(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    ref: `T-${n}`,
    type: "apartment",
    price: 350_000,
    location: "Alfama",
    city: "Lisboa",
    area: 85,
    energyCertificate: "B",
    titlePt: `Apartamento T2 ${n}`,
    titleEn: `Two-bedroom apartment ${n}`,
    titleJp: `2LDKアパートメント ${n}`,
    descriptionPt: "Luminoso, com vista rio.",
    descriptionEn: "Bright, with river views.",
    descriptionJp: "明るく、川の眺めがあります。",
    ...overrides,
  };
}

export function consultantPayload(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    name: `Consultor ${n}`,
    role: "Consultora Imobiliária",
    email: `consultor${n}@casalusa.pt`,
    phone: "+351 912 345 678",
    whatsapp: "+351912345678",
    languages: ["pt", "en"],
    ...overrides,
  };
}

export function testimonialPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: `Cliente ${next()}`,
    textPt: "Excelente acompanhamento.",
    textEn: "Excellent support.",
    textJp: "素晴らしいサポートでした。",
    ...overrides,
  };
}

export function leadPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ana Sousa",
    email: "ana@example.pt",
    phone: "+351 913 000 000",
    message: "Gostaria de visitar o imóvel.",
    ...overrides,
  };
}

export function mortgagePayload(overrides: Record<string, unknown> = {}) {
  return {
    name: "Rui Costa",
    email: "rui@example.pt",
    phone: "+351 914 000 000",
    message: "Preciso de crédito para 300 mil euros.",
    ...overrides,
  };
}
