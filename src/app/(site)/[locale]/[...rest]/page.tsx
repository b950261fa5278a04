import type { Metadata } from "next";
import { errors } from "@/lib/i18n/messages/errors";
import { currentLocale } from "@/server/i18n/current-locale";
import { notFoundMetadata, notFoundUnlessCached } from "@/server/page-cache/not-found";
import NotFound from "../not-found";

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await currentLocale();
  return notFoundMetadata(errors[locale].notFoundTitle);
}

/** Any public path that is not a page: '404 Page Not Found' (docs/product.md#not-found-page). */
export default async function UnknownPage() {
  await notFoundUnlessCached();
  return <NotFound />;
}
