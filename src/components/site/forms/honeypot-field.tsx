/**
 * The anti-spam field (`website`): off screen, hidden from assistive technology and out of the
 * tab order, so only bots that fill every input ever give it a value.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">{label}</label>
      <input id="website" type="text" tabIndex={-1} autoComplete="off" name="website" />
    </div>
  );
}
