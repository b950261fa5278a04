import type { PageTextField } from "@/lib/page-text";
import { Benefits } from "./benefits";
import { PageHeader } from "./page-header";

/** The head of the sell and mortgage pages: title, subtitle and three benefits from settings. */
export function SettingsPageHeader({
  eyebrow,
  benefitsTitle,
  text,
}: {
  eyebrow: string;
  benefitsTitle: string;
  text: (field: PageTextField) => string;
}) {
  return (
    <PageHeader
      eyebrow={eyebrow}
      title={text("title")}
      subtitle={text("subtitle")}
      aside={
        <section aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="sr-only">
            {benefitsTitle}
          </h2>
          <Benefits items={[text("benefit1"), text("benefit2"), text("benefit3")]} />
        </section>
      }
    />
  );
}
