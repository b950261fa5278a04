import { Quote, Star } from "@/components/site/icons";
import { interpolate } from "@/lib/i18n/define-messages";
import type { Locale } from "@/lib/i18n/locales";
import { localized } from "@/lib/localized";
import type { Testimonial } from "@/lib/schemas/testimonial";
import { cn } from "@/lib/utils";

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={cn("size-4", value <= rating ? "fill-gold text-gold" : "text-border")}
        />
      ))}
    </p>
  );
}

export function Testimonials({
  testimonials,
  locale,
  title,
  ratingLabel,
}: {
  testimonials: Testimonial[];
  locale: Locale;
  title: string;
  ratingLabel: string;
}) {
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-title"
      className="render-when-near bg-secondary/60 py-20 [--near-size:40rem]"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="testimonials-title" className="text-center font-serif text-3xl sm:text-4xl">
          {title}
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-7 shadow-sm shadow-foreground/5">
                <Quote className="size-7 text-brand/70" aria-hidden />
                <Stars
                  rating={testimonial.rating}
                  label={interpolate(ratingLabel, { rating: testimonial.rating })}
                />
                <blockquote className="mt-4 flex-1 leading-relaxed text-foreground/90">
                  {localized(testimonial, "text", locale)}
                </blockquote>
                <figcaption className="mt-6 border-t border-border pt-4">
                  <p className="font-semibold">{testimonial.name}</p>
                  {testimonial.company ? (
                    <p className="text-sm text-muted-foreground">{testimonial.company}</p>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
