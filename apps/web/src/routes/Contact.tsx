// /contact (accounts-dashboard-and-pages.md §2.16, §5): the form, validated here and on the server, stored and
// e-mailed to support; the 24-48 hour answer time; links to the help pages. Labels, subjects and the form's own
// validation messages are in the reader's language (the pages catalogue); the schema still decides what is valid.
import { useId, useState } from "react";
import type { ChangeEvent, FormEvent, ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CONTACT_SUBJECTS, ZContactRequest } from "@courtready/contracts";
import type { TContactRequest } from "@courtready/contracts";
import { apiJson } from "../api/client.ts";
import { Button } from "../components/ui/button.tsx";
import { toast } from "../components/ui/toast.tsx";
import { useAuth } from "../features/shared/useAuth.ts";
import { PageIntro, TextLink } from "../features/public/PublicPage.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { toastFailure } from "../features/shared/toastFailure.ts";

type Field = keyof TContactRequest;
const EMPTY: Record<Field, string> = { name: "", email: "", subject: "", message: "" };

export default function ContactPage() {
  const { t } = useTranslation("pages");
  usePageMeta(t("contact.title"), t("contact.description"));
  const { user } = useAuth();
  const ids = { name: useId(), email: useId(), subject: useId(), message: useId() };
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: (body: TContactRequest) => apiJson<{ message: string }>("POST", "/api/contact", body),
    onSuccess: () => {
      toast({ title: t("contact.sentTitle"), description: t("contact.sentText") });
      setValues(EMPTY);
      setSent(true);
    },
    onError: (error) => toastFailure(t("contact.failedTitle"), error, t("contact.failedText")),
  });

  // A signed-in person's name and address fill in once, as a convenience; they can still change them.
  const filled = {
    ...values,
    name: values.name || (user && !sent ? `${user.firstName} ${user.lastName}`.trim() : ""),
    email: values.email || (user && !sent ? user.email : ""),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZContactRequest.safeParse(filled);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        // One message per field, in the reader's language: what the schema found wrong is the field itself.
        next[field] ??= t(`contact.errors.${field}`);
      }
      setErrors(next);
      const first = (["name", "email", "subject", "message"] as const).find((f) => next[f]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    setErrors({});
    setSent(false);
    send.mutate(parsed.data);
  };

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setSent(false);
  };
  const fieldClass = (field: Field) =>
    "mt-1.5 block w-full rounded-lg border-2 bg-white px-3 py-2 text-base " +
    (errors[field] ? "border-red-700" : "border-slate-400 hover:border-slate-600");
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="mt-1.5 text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    ) : null;
  // What every control shares: its id and value, its error state and message, and what typing in it changes.
  const control = (field: Field) => ({
    id: ids[field],
    value: filled[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${ids[field]}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set(field, event.target.value),
  });
  // A control under its label (the catalogue's contact.<field>), with its error message below.
  const labelled = (field: Field, input: ReactNode) => (
    <div>
      <label htmlFor={ids[field]} className="block font-semibold">
        {t(`contact.${field}`)}
      </label>
      {input}
      {error(field)}
    </div>
  );

  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro title={t("contact.title")} lead={t("contact.lead")} meta={t("contact.responseTime")} />
      {sent ? (
        <p role="status" className="mb-6 rounded-xl border-2 border-green-700 bg-green-50 p-4 text-green-950">
          {t("contact.sentText")}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        {labelled(
          "name",
          <input
            {...control("name")}
            autoComplete="name"
            maxLength={100}
            className={fieldClass("name") + " min-h-12"}
          />,
        )}
        {labelled(
          "email",
          <input
            {...control("email")}
            type="email"
            autoComplete="email"
            className={fieldClass("email") + " min-h-12"}
          />,
        )}
        {labelled(
          "subject",
          <select {...control("subject")} className={fieldClass("subject") + " min-h-12"}>
            <option value="">{t("contact.chooseSubject")}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contact.subjects.${subject}`)}
              </option>
            ))}
          </select>,
        )}
        {labelled(
          "message",
          <textarea {...control("message")} rows={6} maxLength={5000} className={fieldClass("message")} />,
        )}
        <p className="text-sm text-slate-600">{t("contact.noDocuments")}</p>
        <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? t("contact.sending") : t("contact.send")}
        </Button>
      </form>
      <nav aria-label={t("contact.helpPagesLabel")} className="mt-8">
        <h2 className="text-xl font-bold text-slate-900">{t("contact.fasterAnswers")}</h2>
        <ul className="mt-3 space-y-2">
          <li>
            <TextLink to="/help">{t("contact.howToUse")}</TextLink>
          </li>
          <li>
            <TextLink to="/file-formats">{t("contact.whichFiles")}</TextLink>
          </li>
          <li>
            <TextLink to="/court-information">{t("contact.courtInformation")}</TextLink>
          </li>
          <li>
            <TextLink to="/about">{t("contact.about")}</TextLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
