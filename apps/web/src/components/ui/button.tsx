// Buttons and button-styled links: one look for every action, at least 44px tall so they are easy to tap.
import type { ButtonHTMLAttributes, Ref } from "react";

/** `danger` does what cannot be undone; `caution` leads to it (asks first), so it is only outlined in red. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "caution";

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold " +
  "transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-blue-800 text-white hover:bg-blue-900 disabled:hover:bg-blue-800",
  secondary: "border-2 border-slate-400 bg-white text-slate-900 hover:border-slate-600 hover:bg-slate-100",
  ghost: "text-blue-800 underline-offset-4 hover:bg-blue-50 hover:underline",
  danger: "bg-red-800 text-white hover:bg-red-900",
  caution: "border-2 border-red-700 bg-white text-red-800 hover:bg-red-50",
};

/** The class list of a button of the given variant, for links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = "primary", className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...rest} />;
}

/** A button that reads as a link in running text ("Try again" after a failure): the site's link look, still a button. */
export function TextButton({ className = "", type = "button", ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={`font-semibold text-blue-800 underline underline-offset-4 ${className}`.trim()}
      {...rest}
    />
  );
}
