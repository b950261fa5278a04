import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/i18n/format";
import type { Lead } from "@/lib/schemas/lead";
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import { CSV_BOM } from "./csv";
import { leadsCsv, mortgageRequestsCsv } from "./inbox-csv";

const createdAt = "2026-11-22T14:30:00.000Z";

describe("leadsCsv", () => {
  it("has the table's columns plus message and language, in Portuguese", () => {
    const lead: Lead = {
      id: "7f1d6b8e-8f0a-4c1e-9a57-2f2b0a4b9c11",
      name: "山田 花子",
      email: "hanako@example.jp",
      phone: "+81 90 1234 5678",
      message: "Tipo: Moradia\nÁrea: 120 m²",
      propertyRef: null,
      type: "valuation",
      language: "jp",
      status: "new",
      consultantId: null,
      stage: "new",
      lostReason: null,
      stageChangedAt: createdAt,
      consentVersion: null,
      consentAt: null,
      consentIp: null,
      createdAt,
    };
    const lines = leadsCsv([lead]).split("\r\n");
    expect(lines[0]).toBe(
      `${CSV_BOM}"Nome","Email","Telefone","Tipo","Imóvel","Data","Estado","Mensagem","Idioma"`,
    );
    expect(lines[1]).toBe(
      `"山田 花子","hanako@example.jp","'+81 90 1234 5678","Avaliação","","${formatDateTime(createdAt)}","Novo","Tipo: Moradia\nÁrea: 120 m²","日本語"`,
    );
  });
});

describe("mortgageRequestsCsv", () => {
  it("shows the status and language labels staff see on screen", () => {
    const request: MortgageRequest = {
      id: "0b6e3c52-3a5f-4d8e-8a8b-1f7a2c9d4e10",
      name: "Ana Sousa",
      email: "ana@example.pt",
      phone: "912 345 678",
      message: null,
      language: "pt",
      status: "in_process",
      consultantId: null,
      consentVersion: null,
      consentAt: null,
      consentIp: null,
      createdAt,
    };
    const lines = mortgageRequestsCsv([request]).split("\r\n");
    expect(lines[0]).toBe(
      `${CSV_BOM}"Nome","Email","Telefone","Data","Estado","Mensagem","Idioma"`,
    );
    expect(lines[1]).toBe(
      `"Ana Sousa","ana@example.pt","912 345 678","${formatDateTime(createdAt)}","Em Processo","","Português"`,
    );
  });
});
