"use client";
import { Star } from "lucide-react";
import { contentText } from "@/lib/admin/messages";
import { interpolate } from "@/lib/i18n/define-messages";
import { cn } from "@/lib/utils";

const t = contentText.testimonials;
const VALUES = [1, 2, 3, 4, 5] as const;

/** Five stars, the first `rating` of them filled, read out as "Avaliação: 4 de 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p
      className="flex gap-0.5"
      role="img"
      aria-label={interpolate(t.ratingValue, { rating })}
      data-testid="rating"
      data-rating={rating}
    >
      {VALUES.map((value) => (
        <Star
          key={value}
          aria-hidden
          className={cn("size-4", value <= rating ? "fill-gold text-gold" : "text-input")}
        />
      ))}
    </p>
  );
}

/** A 1–5 star picker made of native radio buttons: arrow keys, labels and forms just work. */
export function StarPicker({
  name,
  value,
  onChange,
  onBlur,
  error,
}: {
  name: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-2 font-medium text-sm">{t.rating}</legend>
      <div className="flex items-center gap-1">
        {VALUES.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span className="sr-only">
              {option === 1
                ? t.ratingOption.one
                : interpolate(t.ratingOption.other, { rating: option })}
            </span>
            <Star
              aria-hidden
              className={cn(
                "size-7 transition-colors",
                option <= value ? "fill-gold text-gold" : "text-input hover:text-gold/60",
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
          {value}/5
        </span>
      </div>
      {error ? (
        <p id={`${name}-error`} role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
