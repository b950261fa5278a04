// Shared by the public forms (sell, mortgage): contact field labels, validation messages, the
// sending state and the hidden anti-spam field.
import { defineMessages } from "../define-messages";

export const forms = defineMessages({
  pt: {
    name: "Nome",
    fullName: "Nome completo",
    email: "Email",
    phone: "Telefone",
    optional: "(opcional)",
    requiredNote: "Os campos assinalados com * são obrigatórios.",
    sending: "A enviar…",
    honeypot: "Não preencha este campo",
    /** Beside every submit button (docs/product.md#consent-record); part of the consent version. */
    privacyLine: {
      before: "Ao enviar, aceita que tratemos os seus dados como descrito na ",
      link: "Política de privacidade",
      after: ".",
    },
    errors: {
      required: "Campo obrigatório",
      email: "Introduza um email válido",
      phone: "Introduza um número de telefone válido",
      number: "Introduza um número válido",
      tooLong: "Máximo de {max} caracteres",
      invalid: "Verifique o que escreveu neste campo",
    },
  },
  en: {
    name: "Name",
    fullName: "Full name",
    email: "Email",
    phone: "Phone",
    optional: "(optional)",
    requiredNote: "Fields marked with * are required.",
    sending: "Sending…",
    honeypot: "Leave this field empty",
    privacyLine: {
      before: "By sending, you agree that we process your data as described in our ",
      link: "Privacy notice",
      after: ".",
    },
    errors: {
      required: "This field is required",
      email: "Enter a valid email address",
      phone: "Enter a valid phone number",
      number: "Enter a valid number",
      tooLong: "Maximum {max} characters",
      invalid: "Please check what you entered here",
    },
  },
  jp: {
    name: "お名前",
    fullName: "氏名",
    email: "メールアドレス",
    phone: "電話番号",
    optional: "（任意）",
    requiredNote: "* は必須項目です。",
    sending: "送信中…",
    honeypot: "この欄には入力しないでください",
    privacyLine: {
      before: "送信いただいた個人データは、",
      link: "プライバシーポリシー",
      after: "に従って取り扱います。",
    },
    errors: {
      required: "この項目は必須です",
      email: "有効なメールアドレスを入力してください",
      phone: "有効な電話番号を入力してください",
      number: "有効な数値を入力してください",
      tooLong: "{max}文字以内で入力してください",
      invalid: "入力内容をご確認ください",
    },
  },
});

export type FormMessages = (typeof forms)["pt"];
export type FieldErrorMessages = FormMessages["errors"];
