import type { Metadata } from "next";
import { NoticePage } from "@/components/site/notice-page";
import { noticeMetadata, noticePageProps } from "@/server/privacy/notice-page-data";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return noticeMetadata("cookies", params);
}

/** The cookie notice (docs/product.md#privacy-and-cookie-notices). */
export default async function CookiesPage({ params }: Props) {
  return <NoticePage {...(await noticePageProps("cookies", params))} />;
}
