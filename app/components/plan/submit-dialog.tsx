/**
 * The button that opens the submission dialog. The dialog (its form and the dialog library) is a
 * chunk of its own, loaded when the button is first pressed (issue 14: the plan view, used on a
 * phone in the gym, loads no dialog code up front; the dashboard fetches it once the page is idle).
 * Loaded once, the dialog stays mounted, so a running submission keeps its state when it is closed.
 */
import { useEffect, useState, type ComponentType } from "react";
import { Send } from "lucide-react";
import { useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import type { ProgressStore } from "./progress-store";
import type { SubmitDialogForm } from "./submit-dialog-form";

type FormComponent = typeof SubmitDialogForm extends ComponentType<infer P> ? ComponentType<P> : never;

export const loadSubmitDialog = (): Promise<FormComponent> => import("./submit-dialog-form").then((m) => m.SubmitDialogForm);

export function SubmitDialog({ planId, store, trainingDays }: { planId: string; store: ProgressStore; trainingDays: readonly number[] }) {
  const lang = useLang();
  const t = trainingContent[lang];
  const [open, setOpen] = useState(false);
  const [Form, setForm] = useState<FormComponent | null>(null);

  // Once the page is idle, fetch the dialog's code, so that it opens at once (and offline later).
  useEffect(() => {
    const timer = setTimeout(() => void loadSubmitDialog().catch(() => {}), 3000);
    return () => clearTimeout(timer);
  }, []);

  const openDialog = async () => {
    if (Form) {
      setOpen(true);
      return;
    }
    try {
      const loaded = await loadSubmitDialog();
      setForm(() => loaded);
      setOpen(true);
    } catch {
      // Offline before the dialog's code was ever fetched: submitting needs the network anyway.
      toast({ title: t.submit.openErrorTitle, description: t.submit.openError, variant: "destructive" });
    }
  };

  return (
    <>
      <Button
        type="button"
        size="lg"
        className="w-full sm:w-auto"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => void openDialog()}
        data-testid="submit-plan-open"
      >
        <Send className="h-4 w-4" aria-hidden="true" />
        {t.status.submit}
      </Button>
      {Form ? <Form planId={planId} store={store} trainingDays={trainingDays} open={open} setOpen={setOpen} /> : null}
    </>
  );
}
