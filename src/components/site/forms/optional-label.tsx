/** A field label with the "(optional)" marker in the page language, set a little lighter. */
export function OptionalLabel({ label, marker }: { label: string; marker: string }) {
  return (
    <>
      {label}
      <span className="ml-1 font-normal text-muted-foreground">{marker}</span>
    </>
  );
}
