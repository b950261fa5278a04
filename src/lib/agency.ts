// The agency's own details, shown in the header, footer, structured data and print brochure.
export const AGENCY = {
  name: "Casa Lusa",
  legalName: "Casa Lusa — Mediação Imobiliária, Lda.",
  phone: "+351 210 123 456",
  phoneHref: "tel:+351210123456",
  email: "info@casalusa.pt",
  whatsapp: "+351 912 345 678",
  whatsappHref: "https://wa.me/351912345678",
  address: {
    street: "Rua da Escola Politécnica, 42",
    postalCode: "1250-102",
    city: "Lisboa",
    country: "PT",
  },
  social: {
    instagram: "https://www.instagram.com/casalusa.pt",
    facebook: "https://www.facebook.com/casalusa.pt",
    linkedin: "https://www.linkedin.com/company/casalusa",
    youtube: "https://www.youtube.com/@casalusa",
  },
} as const;
