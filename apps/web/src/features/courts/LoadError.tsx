// What the directory pages show when the court list cannot be loaded: what happened, what to do, and a retry button
// (the spec only logs the failure and leaves an empty page).
import { Button } from "../../components/ui/button.tsx";

export interface LoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

export function LoadError({ onRetry, retrying }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-xl border-2 border-red-300 bg-red-50 p-4 sm:p-6">
      <p className="text-lg font-semibold text-red-900">We couldn't load the court list.</p>
      <p className="mt-1 text-slate-800">
        Check that you are connected to the internet, then try again. If it still fails, wait a few minutes
        and try again — your court's clerk can also give you its address, hours and filing rules by phone.
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? "Trying again..." : "Try again"}
      </Button>
    </div>
  );
}
