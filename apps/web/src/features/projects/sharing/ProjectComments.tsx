// On the project edit screen: the comments people left through the project's share links (name, date, text, shown
// as plain text) and the links that still work, each with a Revoke button.
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../../i18n/index.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast.tsx";
import { useProjectComments, useRevokeShareLink, useShareLinks } from "./api.ts";
import { expiryText, formatShareDate, permissionText } from "./shareText.ts";
import { toastFailure } from "../../shared/toastFailure.ts";

export function ProjectComments({ projectId }: { projectId: string }) {
  return (
    <div className="space-y-8">
      <CommentList projectId={projectId} />
      <ShareLinkList projectId={projectId} />
    </div>
  );
}

function LoadProblem({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-950">
      {text}
    </p>
  );
}

function CommentList({ projectId }: { projectId: string }) {
  const { t } = useTranslation("projects");
  const locale = t("dateLocale");
  const comments = useProjectComments(projectId);
  return (
    <section aria-labelledby="project-comments-title">
      <h2 id="project-comments-title" className="text-xl font-bold text-slate-900">
        {t("comments.title")}
      </h2>
      {comments.isLoading ? (
        <Spinner label={t("comments.loading")} />
      ) : comments.isError ? (
        <LoadProblem text={t("comments.loadFailedComments")} />
      ) : !comments.data || comments.data.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("comments.none")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {comments.data.map((comment) => (
            <li key={comment.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold break-words text-slate-900">{comment.authorName}</span>
                <time dateTime={comment.createdAt} className="text-sm text-slate-600">
                  {formatShareDate(comment.createdAt, undefined, locale)}
                </time>
              </p>
              {/* Plain text, as typed: React escapes it, and line breaks are kept by CSS, never by HTML. */}
              <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{comment.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ShareLinkList({ projectId }: { projectId: string }) {
  const { t } = useTranslation("projects");
  const links = useShareLinks(projectId);
  const revoke = useRevokeShareLink(projectId);
  return (
    <section aria-labelledby="project-links-title">
      <h2 id="project-links-title" className="text-xl font-bold text-slate-900">
        {t("comments.linksTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("comments.linksText")}</p>
      {links.isLoading ? (
        <Spinner label={t("comments.loadingLinks")} />
      ) : links.isError ? (
        <LoadProblem text={t("comments.loadFailedLinks")} />
      ) : !links.data || links.data.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("comments.noLinks")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {links.data.map((link) => {
            const created = formatShareDate(link.createdAt, undefined, t("dateLocale"));
            const busy = revoke.isPending && revoke.variables === link.id;
            return (
              <li
                key={link.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-semibold text-slate-900">{permissionText(link.permissions, t)}</p>
                  <p className="text-sm text-slate-700">
                    {t("comments.created", { date: created })} {expiryText(link.expiresAt, undefined, t)}.
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={t("comments.revokeNamed", { date: created })}
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () =>
                        toast({
                          title: t("comments.revokedTitle"),
                          description: t("comments.revokedText"),
                        }),
                      onError: (error) =>
                        toastFailure(t("comments.revokeFailed"), error, t("comments.tryAgain")),
                    })
                  }
                >
                  {busy ? t("comments.revoking") : t("comments.revoke")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
