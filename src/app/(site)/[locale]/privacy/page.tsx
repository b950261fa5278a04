import type { Metadata } from "next";
import { NoticePage } from "@/components/site/notice-page";
import { noticeMetadata, noticePageProps } from "@/server/privacy/notice-page-data";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return noticeMetadata("privacy", params);
}

/** The privacy notice (docs/product.md#privacy-and-cookie-notices). */
export default async function PrivacyPage({ params }: Props) {
  return <NoticePage {...(await noticePageProps("privacy", params))} />;
}
