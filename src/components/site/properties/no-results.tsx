import { SearchX } from "@/components/site/icons";
import { Button } from "@/components/ui/button";
import { ListLink } from "./list-link";

export function NoResults({
  text,
  hint,
  clearLabel,
  clearHref,
}: {
  text: string;
  hint: string;
  clearLabel: string;
  clearHref: string;
}) {
  return (
    <div
      className="flex flex-col items-center rounded-xl border border-dashed border-border bg-card px-6 py-16 text-center"
      data-testid="no-results"
    >
      <SearchX className="size-10 text-muted-foreground" aria-hidden strokeWidth={1.5} />
      <p className="mt-5 font-serif text-2xl text-foreground">{text}</p>
      <p className="mt-2 max-w-sm text-muted-foreground">{hint}</p>
      <Button asChild variant="outline" className="mt-8">
        <ListLink href={clearHref}>{clearLabel}</ListLink>
      </Button>
    </div>
  );
}
