import { describe, expect, it } from "vitest";
import { AGENCY } from "@/lib/agency";
import { formatPrice } from "@/lib/i18n/format";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { LegalSettings } from "@/lib/schemas/legal-settings";
import type { MailConsultant, MailProperty, MailRequest, MailRequestKind } from "./mail-request";
import { renderNotification, renderReply } from "./render";
import { greetingName } from "./templates/sanitize";

const KINDS: MailRequestKind[] = ["inquiry", "valuation", "mortgage"];

const property: MailProperty = {
  ref: "CL-1042",
  title: {
    pt: "Apartamento T3 com vista rio no Príncipe Real",
    en: "Three-bedroom flat with river views in Príncipe Real",
    jp: "プリンシペ・レアルの川を望む3LDKアパートメント",
  },
  price: 1_250_000,
  city: "Lisboa",
  photoUrl: "https://casalusa.pt/uploads/cl-1042/photo-1-960.webp",
  url: {
    pt: "https://casalusa.pt/imoveis/cl-1042",
    en: "https://casalusa.pt/en/properties/cl-1042",
    jp: "https://casalusa.pt/jp/properties/cl-1042",
  },
};

const consultant: MailConsultant = {
  name: "Inês Carvalho",
  email: "ines.carvalho@casalusa.pt",
  phone: "+351 913 222 111",
  whatsapp: "+351 913 222 000",
};

const legal: LegalSettings = {
  companyName: "Casa Lusa — Mediação Imobiliária, Lda.",
  nif: "512345678",
  amiLicence: "12345",
  address: "Rua da Escola Politécnica, 42, 1250-102 Lisboa",
  ralName: "Centro de Arbitragem de Conflitos de Consumo de Lisboa",
  ralUrl: "https://www.centroarbitragemlisboa.pt",
  complaintsBookUrl: "https://www.livroreclamacoes.pt",
  privacyEmail: "privacidade@casalusa.pt",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function request(overrides: Partial<MailRequest> = {}): MailRequest {
  return {
    kind: "inquiry",
    id: "0b9e6f0c-3f4a-4c1e-9d55-8f0f7b1c2a11",
    name: "Maria Fonseca",
    email: "maria.fonseca@example.com",
    phone: "+44 7700 900123",
    message: "Gostaria de visitar o imóvel.\nDe preferência ao sábado.",
    language: "pt",
    // 13:05 UTC is 14:05 in Lisbon in summer (WEST).
    createdAt: "2025-07-12T13:05:00.000Z",
    property: null,
    consultant: null,
    assignee: null,
    administrators: ["admin@casalusa.pt"],
    merged: false,
    stage: "new",
    adminUrl: "https://casalusa.pt/admin/leads?open=0b9e6f0c-3f4a-4c1e-9d55-8f0f7b1c2a11",
    siteUrl: "https://casalusa.pt",
    legal,
    ...overrides,
  };
}

/** The part of the HTML a reader sees, as React escapes it. */
function escaped(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

const LANG_ATTRIBUTE: Record<Locale, string> = { pt: "pt-PT", en: "en", jp: "ja" };

/** Phrases only the reply in that language has, per kind, and one every kind has. */
const PHRASES: Record<Locale, { common: string[]; kind: Record<MailRequestKind, string> }> = {
  pt: {
    common: ["Próximos passos", "no prazo de um dia útil", "A equipa Casa Lusa", "encaminhámos"],
    kind: {
      inquiry: "Um dos nossos consultores vai responder-lhe",
      valuation: "combinar uma visita ao imóvel",
      mortgage: "especialista em crédito habitação vai analisar o seu pedido",
    },
  },
  en: {
    common: ["What happens next", "within one working day", "Kind regards"],
    kind: {
      inquiry: "One of our consultants will reply",
      valuation: "arrange a visit to your property",
      mortgage: "Our mortgage specialist will review your request",
    },
  },
  jp: {
    common: ["今後の流れ", "1営業日以内", "誠にありがとうございます", "Maria Fonseca 様"],
    kind: {
      inquiry: "お問い合わせいただき",
      valuation: "日程を調整させていただきます",
      mortgage: "住宅ローン担当の専門スタッフ",
    },
  },
};

const REPLY_SUBJECTS: Record<Locale, Record<MailRequestKind, string>> = {
  pt: {
    inquiry: "Recebemos a sua mensagem — Casa Lusa",
    valuation: "Recebemos o seu pedido de avaliação — Casa Lusa",
    mortgage: "Recebemos o seu pedido de crédito habitação — Casa Lusa",
  },
  en: {
    inquiry: "We have received your message — Casa Lusa",
    valuation: "We have received your valuation request — Casa Lusa",
    mortgage: "We have received your mortgage request — Casa Lusa",
  },
  jp: {
    inquiry: "【Casa Lusa】お問い合わせを受け付けました",
    valuation: "【Casa Lusa】査定のご依頼を受け付けました",
    mortgage: "【Casa Lusa】住宅ローンのご相談を受け付けました",
  },
};

const OTHER_LANGUAGE_MARKERS: Record<Locale, string[]> = {
  pt: ["What happens next", "今後の流れ"],
  en: ["Próximos passos", "今後の流れ"],
  jp: ["Próximos passos", "What happens next"],
};

describe("renderReply", () => {
  for (const language of LOCALES) {
    for (const kind of KINDS) {
      it(`answers a ${kind} request in ${language}`, async () => {
        const mail = await renderReply(request({ kind, language }));

        expect(mail.subject).toBe(REPLY_SUBJECTS[language][kind]);
        expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${LANG_ATTRIBUTE[language]}"`));
        // The plain text writes its section titles in capitals.
        const text = mail.text.toLowerCase();
        for (const phrase of [...PHRASES[language].common, PHRASES[language].kind[kind]]) {
          expect(mail.html).toContain(phrase);
          expect(text).toContain(phrase.toLowerCase());
        }
        for (const foreign of OTHER_LANGUAGE_MARKERS[language]) {
          expect(mail.html).not.toContain(foreign);
          expect(text).not.toContain(foreign.toLowerCase());
        }
        // When it came and the contacts it came with; never the message itself.
        for (const part of [mail.html, mail.text]) {
          expect(part).not.toContain("Gostaria de visitar");
          expect(part).toContain("maria.fonseca@example.com");
          expect(part).toContain("+44 7700 900123");
        }
        // The signature.
        for (const part of [mail.html, mail.text]) {
          expect(part).toContain(escaped(AGENCY.legalName));
          expect(part).toContain(AGENCY.address.street);
        }
      });
    }

    it(`shows the property in ${language}: title, photo, price and link`, async () => {
      const mail = await renderReply(request({ language, property, consultant }));

      const title = property.title[language];
      expect(mail.subject).toContain(title);
      // Japanese puts the agency's name first, in 【】.
      if (language === "jp") expect(mail.subject.startsWith("【Casa Lusa】")).toBe(true);
      else expect(mail.subject.endsWith(" — Casa Lusa")).toBe(true);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(title);
        expect(part).toContain(property.url[language]);
        expect(part).toContain(formatPrice(property.price, language));
        expect(part).toContain(property.ref);
      }
      // The reference and the city as the language writes them: リスボン, with a Japanese bar.
      const meta = {
        pt: "Ref. CL-1042 · Lisboa",
        en: "Ref. CL-1042 · Lisboa",
        jp: "物件番号 CL-1042｜リスボン",
      };
      expect(mail.text).toContain(meta[language]);
      expect(mail.html).toContain(`href="${property.url[language]}"`);
      expect(mail.html).toContain(`src="${property.photoUrl}"`);
      expect(mail.html).toMatch(/<img[^>]* width="\d+"/);
      expect(mail.html).toMatch(/<img[^>]* height="\d+"/);
      expect(mail.html).toContain(`alt="${title}"`);
      for (const other of LOCALES.filter((locale) => locale !== language)) {
        expect(mail.html).not.toContain(property.title[other]);
        expect(mail.html).not.toContain(`href="${property.url[other]}"`);
      }
    });

    it(`gives the consultant's contacts in ${language} when there is one`, async () => {
      const mail = await renderReply(request({ language, property, consultant }));

      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(consultant.name);
        expect(part).toContain("+351 913 222 111");
        expect(part).toContain("https://wa.me/351913222000");
        expect(part).not.toContain(AGENCY.whatsappHref);
      }
      expect(mail.html).toContain('href="tel:+351913222111"');
      expect(mail.html).toContain('href="https://wa.me/351913222000"');
    });

    it(`gives the agency's contacts in ${language} when there is no consultant`, async () => {
      const mail = await renderReply(request({ language, property }));

      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(AGENCY.phone);
        expect(part).toContain(AGENCY.email);
        expect(part).toContain(AGENCY.whatsappHref);
        expect(part).toContain(AGENCY.address.postalCode);
      }
      expect(mail.html).toContain(`href="${AGENCY.phoneHref}"`);
      expect(mail.html).toContain(`href="${AGENCY.whatsappHref}"`);
    });
  }

  it("writes the time received in Lisbon time, in the visitor's language", async () => {
    const pt = await renderReply(request({ language: "pt" }));
    const en = await renderReply(request({ language: "en" }));
    const jp = await renderReply(request({ language: "jp" }));
    expect(pt.text).toContain("12 de julho de 2025 às 14:05 (hora de Lisboa)");
    expect(en.text).toContain("12 July 2025 at 14:05 (Lisbon time)");
    expect(jp.text).toContain("2025年7月12日（土）14:05（リスボン時間）");
  });

  it("greets by name, or without one when nothing of the name may be repeated", async () => {
    const greetings: [Locale, string | null, string][] = [
      ["pt", "Maria Fonseca", "Olá, Maria Fonseca,"],
      ["en", "Maria Fonseca", "Dear Maria Fonseca,"],
      ["jp", "山田 花子", "山田 花子 様"],
      ["pt", "http://spam.example", "Olá,"],
      ["en", "www.spam.example", "Hello,"],
      ["jp", "12345", "お客様"],
    ];
    for (const [language, name, greeting] of greetings) {
      const mail = await renderReply(request({ language, name: name ?? "" }));
      expect(mail.text.split("\n\n")[1], `${language} ${name}`).toBe(greeting);
    }
  });
});

const NOTIFICATION_SUBJECTS: Record<MailRequestKind, string> = {
  inquiry: "Novo contacto: Maria Fonseca",
  valuation: "Novo pedido de avaliação: Maria Fonseca",
  mortgage: "Novo pedido de crédito habitação: Maria Fonseca",
};

const LANGUAGE_IN_PORTUGUESE: Record<Locale, string> = {
  pt: "Português",
  en: "Inglês",
  jp: "Japonês",
};

describe("renderNotification", () => {
  for (const kind of KINDS) {
    for (const language of LOCALES) {
      it(`tells the agency in Portuguese about a ${kind} request written in ${language}`, async () => {
        const mail = await renderNotification(request({ kind, language }));

        expect(mail.subject).toBe(NOTIFICATION_SUBJECTS[kind]);
        expect(mail.html).toMatch(/<html[^>]* lang="pt-PT"/);
        for (const part of [mail.html, mail.text]) {
          expect(part).toContain("Maria Fonseca");
          expect(part).toContain("maria.fonseca@example.com");
          expect(part).toContain("+44 7700 900123");
          expect(part).toContain(LANGUAGE_IN_PORTUGUESE[language]);
          expect(part).toContain("sábado, 12 de julho de 2025 às 14:05");
          expect(part).toContain("Gostaria de visitar o imóvel.");
          expect(part).toContain("De preferência ao sábado.");
          expect(part).toContain("0b9e6f0c-3f4a-4c1e-9d55-8f0f7b1c2a11");
          expect(part).toContain("Abrir no painel");
          expect(part).toContain("Quem responde");
          expect(part).toContain("Para responder a Maria Fonseca, use o endereço de email acima");
        }
        expect(mail.text).toContain(`Abrir no painel: ${request().adminUrl}`);
        expect(mail.html).toContain(`href="${escaped(request().adminUrl)}"`);
        expect(mail.html).toContain('href="mailto:maria.fonseca@example.com');
        expect(mail.html).toContain('href="tel:+447700900123"');
        expect(mail.html).not.toContain("What happens next");
      });
    }
  }

  it("shows the property: ref, Portuguese title, price, city, photo and listing", async () => {
    const mail = await renderNotification(
      request({ language: "en", property, consultant, assignee: consultant, kind: "inquiry" }),
    );

    expect(mail.subject).toBe(`Novo contacto: Maria Fonseca — CL-1042 ${property.title.pt}`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(property.ref);
      expect(part).toContain(property.title.pt);
      expect(part).toContain(formatPrice(property.price, "pt"));
      expect(part).toContain(property.city);
      expect(part).toContain(property.url.pt);
      expect(part).toContain(consultant.name);
      expect(part).not.toContain(property.title.en);
    }
    expect(mail.text).toContain(property.photoUrl);
    expect(mail.html).toContain(`src="${property.photoUrl}"`);
    expect(mail.html).toContain(`href="${property.url.pt}"`);
    // Who answers: the property's consultant, to whom it is assigned; and in which language.
    expect(mail.text).toContain("Quem responde: Inês Carvalho, responsável por este imóvel");
    expect(mail.text).toContain("responda em inglês");
    // Staff reply from the mailto link with a subject in the visitor's language, not Portuguese.
    expect(mail.html).toContain(
      `href="mailto:maria.fonseca@example.com?subject=${encodeURIComponent("Casa Lusa — your enquiry (property CL-1042)")}`,
    );
  });

  it("says who answers: the assignee, or the administrators when no one is assigned", async () => {
    const inquiry = await renderNotification(request({ kind: "inquiry" }));
    const mortgage = await renderNotification(request({ kind: "mortgage", assignee: consultant }));
    expect(inquiry.text).toContain("Quem responde: os administradores da agência");
    expect(mortgage.text).toContain("Quem responde: Inês Carvalho\n");
    expect(mortgage.text).toContain(
      "Consultor atribuído: Inês Carvalho <ines.carvalho@casalusa.pt>",
    );
    // No text asks staff for something the panel cannot do.
    for (const mail of [inquiry, mortgage])
      expect(mail.text).not.toMatch(/designar|atribua um consultor/);
  });

  it("words each reason to write to the staff", async () => {
    const assigned = { property, consultant, assignee: consultant };
    const merged = await renderNotification(request({ ...assigned, merged: true }));
    expect(merged.subject).toContain("Nova mensagem de um contacto existente");
    expect(merged.text).toContain("voltou a escrever sobre o imóvel CL-1042");
    const assignment = await renderNotification(request(assigned), "assignment");
    expect(assignment.text).toContain("Este pedido foi-lhe atribuído no painel");
    const reminder = await renderNotification(request(assigned), "reminder", 6);
    expect(reminder.subject).toContain("Lembrete: contacto por responder");
    expect(reminder.text).toContain("há mais de 6 horas");
    const escalation = await renderNotification(request(assigned), "escalation", 6);
    expect(escalation.text).toContain(
      "há mais de 12 horas e continua sem resposta (responsável: Inês Carvalho",
    );
  });
});

describe("untrusted input", () => {
  const hostile = "<script>alert(1)</script>\nsegunda linha";

  it("escapes the message in the HTML and keeps its lines in the text", async () => {
    for (const render of [renderNotification]) {
      for (const language of LOCALES) {
        const mail = await render(request({ message: hostile, language, property }));
        expect(mail.html).not.toMatch(/<script/i);
        expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
        expect(mail.html).toContain("segunda linha");
        // The line break survives as a <br> between the two lines.
        expect(mail.html).toMatch(
          /alert\(1\)&lt;\/script&gt;(<\/span>)?<span><br\/?>segunda linha/,
        );
        expect(mail.text).toContain("> <script>alert(1)</script>\n> segunda linha");
      }
    }
  });

  // The hostile test made the agency e-mail any address its own words ("Buy cheap meds at
  // http://…") in the name and the message: the reply repeats neither.
  it("never repeats the visitor's message, nor more of the name than a greeting's first words", async () => {
    const spam = "Buy cheap meds at http://spam.example/buy and www.spam.example";
    for (const language of LOCALES) {
      for (const withProperty of [true, false]) {
        const mail = await renderReply(
          request({
            language,
            name: "Ana Sousa https://spam.example/x Buy cheap meds today at once",
            message: spam,
            property: withProperty ? property : null,
          }),
        );
        for (const part of [mail.html, mail.text, mail.subject]) {
          expect(part).not.toMatch(/spam\.example|cheap meds|today at once/i);
        }
        expect(mail.text).toContain(language === "jp" ? "Ana Sousa 様" : "Ana Sousa,");
      }
    }
  });

  it("keeps a greeting's name to three words and 30 characters, none of them a link", () => {
    expect(greetingName("Maria  da Graça Fonseca")).toBe("Maria da Graça");
    expect(greetingName("João D'Ávila-Sá")).toBe("João D'Ávila-Sá");
    expect(greetingName("J.R. Tolkien")).toBe("J.R. Tolkien");
    expect(greetingName("Wolfeschlegelsteinhausenbergerdorff Sr")).toBe(null);
    expect(greetingName("Ana cheap-meds.com")).toBe("Ana");
    expect(greetingName("Ana\u0000 <b>x</b>")).toBe("Ana");
    expect(greetingName("  ")).toBe(null);
    expect(greetingName("@ana")).toBe(null);
  });

  it("never lets a name put CR, LF or another control character in a subject", async () => {
    const name = "Ana\r\nBcc: evil@example.com\u0000\u0007\t\u2028x";
    for (const kind of KINDS) {
      for (const language of LOCALES) {
        for (const withProperty of [true, false]) {
          const req = request({
            kind,
            language,
            name,
            property: withProperty
              ? { ...property, title: { pt: "T2\r\nX-Header: 1", en: "T2\nen", jp: "T2\rjp" } }
              : null,
          });
          for (const mail of [await renderNotification(req), await renderReply(req)]) {
            // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for them.
            expect(mail.subject).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
            expect(mail.subject).not.toMatch(/ {2}/);
          }
        }
      }
    }
    const mail = await renderNotification(request({ name }));
    expect(mail.subject).toBe("Novo contacto: Ana Bcc: evil@example.com x");
  });

  it("keeps subjects to about 150 characters, the brand kept", async () => {
    const long = "Moradia ".repeat(40);
    const reply = await renderReply(
      request({ property: { ...property, title: { pt: long, en: long, jp: long } } }),
    );
    const notification = await renderNotification(
      request({ name: "N".repeat(300), property: { ...property, title: { ...property.title } } }),
    );
    for (const subject of [reply.subject, notification.subject]) {
      expect(Array.from(subject).length).toBeLessThanOrEqual(150);
    }
    expect(reply.subject).toMatch(/…» — Casa Lusa$/);
    expect(notification.subject).toContain("CL-1042");
  });

  it("links only to web addresses", async () => {
    const mail = await renderReply(
      request({
        property: {
          ...property,
          photoUrl: "javascript:alert(1)",
          url: { pt: "javascript:alert(2)", en: "javascript:alert(2)", jp: "javascript:alert(2)" },
        },
      }),
    );
    expect(mail.html).not.toContain("javascript:");
    expect(mail.text).not.toContain("javascript:");
    expect(mail.html).toContain(property.title.pt);
  });
});

describe("the legal identity at the foot of every e-mail", () => {
  const IDENTITY: Record<Locale, string[]> = {
    pt: ["NIF 512345678", "Licença AMI n.º 12345", "Resolução alternativa de litígios:"],
    en: ["Tax no. (NIF) 512345678", "AMI licence no. 12345", "Consumer dispute resolution:"],
    jp: ["納税者番号 NIF 512345678", "不動産仲介免許 AMI 12345", "裁判外紛争解決機関："],
  };

  for (const language of LOCALES) {
    it(`shows company, NIF, AMI, RAL and the complaints book in the ${language} reply`, async () => {
      const mail = await renderReply(request({ language }));
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(escaped(legal.companyName ?? ""));
        expect(part).toContain(legal.address);
        expect(part).toContain("Livro de Reclamações");
        expect(part).toContain("https://www.livroreclamacoes.pt");
        expect(part).toContain(legal.ralName);
        for (const line of IDENTITY[language]) expect(part).toContain(line);
      }
      expect(mail.html).toContain('href="https://www.livroreclamacoes.pt"');
    });
  }

  it("shows them in Portuguese in the staff notification", async () => {
    const mail = await renderNotification(request({ language: "jp" }));
    for (const part of [mail.html, mail.text]) {
      for (const line of IDENTITY.pt) expect(part).toContain(line);
      expect(part).toContain("Livro de Reclamações");
    }
  });

  it("shows the agency's name and the complaints book when nothing is filled in", async () => {
    const empty: LegalSettings = {
      ...legal,
      companyName: null,
      nif: null,
      amiLicence: null,
      address: null,
      ralName: null,
      ralUrl: null,
    };
    const mail = await renderReply(request({ legal: empty }));
    expect(mail.text).toMatch(/Livro de Reclamações[^\n]*: https:\/\/www.livroreclamacoes.pt/);
    expect(mail.text).not.toContain("NIF");
    expect(mail.html).toContain('href="https://www.livroreclamacoes.pt"');
  });
});
