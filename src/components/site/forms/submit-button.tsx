import { Send } from "@/components/site/icons";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/**
 * The submit button of a public form: disabled until React runs (the form is sent by script),
 * and with a spinner while the request is out.
 */
export function SubmitButton({
  sending,
  hydrated,
  label,
  sendingLabel,
}: {
  sending: boolean;
  hydrated: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      variant="brand"
      disabled={!hydrated || sending}
      className="w-full sm:w-auto"
    >
      {sending ? <Spinner label={sendingLabel} /> : <Send aria-hidden />}
      {sending ? sendingLabel : label}
    </Button>
  );
}
