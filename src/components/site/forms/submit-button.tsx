import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The submit button of a public form: disabled, with a spinner, while the request is out. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" variant="brand" disabled={sending} className="w-full sm:w-auto">
      {sending ? <Spinner label={sendingLabel} /> : <Send aria-hidden />}
      {sending ? sendingLabel : label}
    </Button>
  );
}
