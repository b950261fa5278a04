// The privacy and cookie notices' texts (docs/product.md#privacy-and-cookie-notices).
import { z } from "zod";
import { NOTICE_KEYS } from "@/lib/constants";
import { requiredText } from "./common";

export const noticeKeySchema = z.enum(NOTICE_KEYS);

const noticeFields = {
  titlePt: requiredText(200, "Título é obrigatório"),
  titleEn: requiredText(200, "Título é obrigatório"),
  titleJp: requiredText(200, "Título é obrigatório"),
  bodyPt: requiredText(30_000, "Texto é obrigatório"),
  bodyEn: requiredText(30_000, "Texto é obrigatório"),
  bodyJp: requiredText(30_000, "Texto é obrigatório"),
};

/** PATCH /api/notices/{notice}: any subset of the texts. */
export const noticeUpdateSchema = z.strictObject(noticeFields).partial();
export type NoticeUpdate = z.infer<typeof noticeUpdateSchema>;

export const noticeSchema = z.object({
  notice: noticeKeySchema,
  ...noticeFields,
  /** When staff last saved it; null while the defaults show. */
  updatedAt: z.iso.datetime().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;
