// /shared/:token — what a share link opens, for anyone holding it, signed in or not: the project read-only (case
// information, exhibit list, each exhibit opened in the browser as the binder shows it, stamped, with its original
// file beside it) and, when the link allows it, a comment form.
// Expired, revoked and unknown links say so plainly and what to do next. Nothing anyone typed is rendered as HTML.
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../i18n/index.ts";
import { useParams } from "react-router-dom";
import { MAX_COMMENT_NAME_LENGTH, MAX_COMMENT_TEXT_LENGTH, binderTypesByName } from "@courtready/contracts";
import type { TSharedProject } from "@courtready/contracts";
import { errorStatus, serverMessage } from "../api/client.ts";
import { Button } from "../components/ui/button.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { TextField } from "../components/ui/text-field.tsx";
import { toast } from "../components/ui/toast.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import { usePostComment, useSharedProject } from "../features/projects/sharing/api.ts";
import { useBinderTypeName } from "../features/shared/binderTypeNames.ts";
import {
  commentErrors,
  expiryText,
  fileSizeText,
  originalLinkText,
  sharedLoadProblem,
} from "../features/projects/sharing/shareText.ts";
import type { CommentErrors } from "../features/projects/sharing/shareText.ts";
import { useContractText } from "../i18n/contractText.ts";
import { documentTypeName } from "../features/shared/filesText.ts";
import { TitledSection } from "../components/TitledSection.tsx";
import { toastFailure } from "../features/shared/toastFailure.ts";

/** A shared project is private to whoever holds the link: ask search engines not to index the page. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export default function SharedProjectPage() {
  const { token = "" } = useParams();
  const { t } = useTranslation("projects");
  const shared = useSharedProject(token);
  usePageTitle(
    shared.data ? t("shared.pageTitleNamed", { name: shared.data.projectName }) : t("shared.pageTitle"),
  );
  useNoIndex();

  if (shared.isLoading) return <Spinner label={t("shared.loading")} />;
  if (!shared.data) return <SharedLinkProblem error={shared.error} />;
  return <SharedProjectView token={token} project={shared.data} />;
}

function SharedLinkProblem({ error }: { error: unknown }) {
  const { t } = useTranslation("projects");
  const say = useContractText();
  const problem = sharedLoadProblem(errorStatus(error));
  const title =
    problem === "gone"
      ? t("shared.goneTitle")
      : problem === "notFound"
        ? t("shared.notFoundTitle")
        : t("shared.unavailableTitle");
  const text =
    problem === "unavailable"
      ? t("shared.unavailableText")
      : say(serverMessage(error, problem === "gone" ? t("shared.linkExpired") : t("shared.linkNotFound")));
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h1 id="page-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-2 text-slate-800">{text}</p>
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The shared project's binder type in the language shown: the server names it in English (as the binder does), so
 * its slug is found by that name; a name no type has (an older project) is shown as it came.
 */
function useSharedBinderType(englishName: string): string {
  const localName = useBinderTypeName();
  const slug = binderTypesByName().find((type) => type.name === englishName)?.slug;
  return slug ? localName(slug) : englishName;
}

function SharedProjectView({ token, project }: { token: string; project: TSharedProject }) {
  const { t } = useTranslation("projects");
  // The role's name as the builder says it in the language shown (the binder's stickers keep contracts' ROLE_NAMES).
  const { t: builderT } = useTranslation("builder");
  const { t: filesT } = useTranslation("files");
  const binderType = useSharedBinderType(project.binderType);
  const { caseInfo } = project;
  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <p role="note" className="rounded-xl border-2 border-blue-800 bg-blue-50 p-4 text-blue-950">
        <span className="font-semibold">{t("shared.sharedWithYou")}</span>
        {t("shared.readOnly")} {expiryText(project.expiresAt, undefined, t)}.
      </p>

      <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-sm font-semibold tracking-wide text-blue-900 uppercase">{binderType}</p>
        <h1 id="page-title" className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
          {project.projectName}
        </h1>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <Detail label={t("shared.caseName")} value={caseInfo.case_name} />
          <Detail label={t("shared.caseNumber")} value={caseInfo.case_number} />
          <Detail label={t("shared.court")} value={project.courtName} />
          <Detail label={t("shared.hearingDate")} value={caseInfo.hearing_date} />
          <Detail label={t("shared.offeredBy")} value={builderT(`roles.${project.role}`)} />
        </dl>
      </header>

      <section aria-labelledby="exhibits-title" className="space-y-3">
        <h2 id="exhibits-title" className="text-xl font-bold text-slate-900">
          {t("shared.exhibits", { count: project.files.length })}
        </h2>
        {project.files.length === 0 ? (
          <p className="text-slate-700">{t("shared.noFiles")}</p>
        ) : (
          <ol className="space-y-3">
            {project.files.map((file) => (
              <li
                key={file.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-bold text-slate-900">
                    {t("shared.exhibit", { label: file.exhibitLabel })}
                  </p>
                  <p className="break-words text-slate-900">{file.filename}</p>
                  <p className="text-sm text-slate-600">
                    {documentTypeName(file.fileType, filesT)} · {fileSizeText(file.fileSize)}
                  </p>
                  {file.description ? (
                    <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{file.description}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 flex-col gap-2 sm:items-end">
                  <a
                    href={file.exhibitUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-blue-800 bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900"
                  >
                    {t("shared.open")}
                    <span className="sr-only">{t("shared.openHidden", { label: file.exhibitLabel })}</span>
                  </a>
                  <a
                    href={file.fileUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center justify-center px-1 py-2 text-sm font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-950"
                  >
                    {originalLinkText(file.filename, t)}
                    <span className="sr-only">
                      {t("shared.originalHidden", { label: file.exhibitLabel })}
                    </span>
                  </a>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      {project.permissions === "comment" ? <CommentForm token={token} /> : null}
    </article>
  );
}

function CommentForm({ token }: { token: string }) {
  const { t } = useTranslation("projects");
  const post = usePostComment(token);
  const [authorName, setAuthorName] = useState("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<CommentErrors>({});
  const textId = useId();
  const textErrorId = `${textId}-error`;

  return (
    <TitledSection id="comment-title" title={t("shared.commentTitle")} lead={t("shared.commentOwner")}>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const found = commentErrors({ authorName, text }, t);
          setErrors(found);
          if (found.authorName || found.text) return;
          post.mutate(
            { authorName, text },
            {
              onSuccess: () => {
                setText("");
                toast({
                  title: t("shared.sentTitle"),
                  description: t("shared.sentText"),
                });
              },
              onError: (error) => toastFailure(t("shared.sendFailed"), error, t("shared.tryAgain")),
            },
          );
        }}
      >
        <TextField
          label={t("shared.yourName")}
          value={authorName}
          maxLength={MAX_COMMENT_NAME_LENGTH}
          autoComplete="name"
          required
          error={errors.authorName ?? null}
          onChange={(event) => setAuthorName(event.target.value)}
        />
        <div>
          <label htmlFor={textId} className="block font-semibold text-slate-900">
            {t("shared.comment")}
            <span aria-hidden="true" className="ml-1 text-red-700">
              *
            </span>
          </label>
          <textarea
            id={textId}
            value={text}
            rows={5}
            maxLength={MAX_COMMENT_TEXT_LENGTH}
            aria-required
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? textErrorId : undefined}
            onChange={(event) => setText(event.target.value)}
            className={
              "mt-1.5 block w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 " +
              (errors.text ? "border-red-700" : "border-slate-400 hover:border-slate-600")
            }
          />
          {errors.text ? (
            <p id={textErrorId} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-800">
              <span aria-hidden="true">⚠</span>
              {errors.text}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? t("shared.sending") : t("shared.send")}
        </Button>
      </form>
    </TitledSection>
  );
}
