// A labelled select, wired like TextField: one look and one accessible structure for every choice in the app.
import { useId } from "react";
import type { SelectHTMLAttributes } from "react";
import { LabelledBlock } from "./text-field.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "onChange"> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

export const FIELD_CLASSES =
  "mt-1.5 block min-h-12 w-full rounded-lg border-2 border-slate-400 bg-white px-3 hover:border-slate-600";

export function SelectField({ label, value, options, onChange, className = "", ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <LabelledBlock id={id} label={label} className={className}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={FIELD_CLASSES}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledBlock>
  );
}
