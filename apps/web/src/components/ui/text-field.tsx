// A labelled text input with an optional hint and error, wired for screen readers (label, describedby, invalid);
// and `LabelledInput`, the label-over-input block of forms that say their hints and errors their own way.
import { useId } from "react";
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { useContractText } from "../../i18n/contractText.ts";

/** A bare text input's look, for inputs laid out by hand (case fields, a file's description, a PDF's password). */
export const INPUT_CLASSES =
  "mt-1.5 block min-h-12 w-full rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-base text-slate-900 " +
  "hover:border-slate-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600";

export interface LabelledInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange"> {
  /** The input's id, chosen by the form so its own hint or error can point at it. */
  id: string;
  /** What the label says; may carry a quieter part ("optional"). */
  label: ReactNode;
  onValueChange: (value: string) => void;
  /** Classes for the block around the label and input (its place in a grid or row). */
  className?: string;
  /** Said under the input: the form's own error or hint, given the id the form put in aria-describedby. */
  children?: ReactNode;
}

/** A control's block: its label above it (the control, and anything said under it, are the children). */
export function LabelledBlock({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A label above a bare input in the house look; the input reports its text, not the event. */
export function LabelledInput({
  id,
  label,
  onValueChange,
  className,
  children,
  ...rest
}: LabelledInputProps) {
  return (
    <LabelledBlock id={id} label={label} className={className}>
      <input
        id={id}
        onChange={(event) => onValueChange(event.target.value)}
        className={`${INPUT_CLASSES} aria-invalid:border-red-700`}
        {...rest}
      />
      {children}
    </LabelledBlock>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, className = "", required, ref, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // A field's error is often a contracts message (the password rule): said in the interface's language.
  const say = useContractText();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">
        {label}
        {/* The asterisk is for the eye; screen readers hear "required" from aria-required on the input. */}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required ? true : undefined}
        className={
          "mt-1.5 block min-h-12 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 " +
          "placeholder:text-slate-500 " +
          (error ? "border-red-700" : "border-slate-400 hover:border-slate-600")
        }
        {...rest}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-800">
          <span aria-hidden="true">⚠</span>
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}
