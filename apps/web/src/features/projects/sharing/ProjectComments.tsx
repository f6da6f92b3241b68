// On the project edit screen: the comments people left through the project's share links (name, date, text, shown
// as plain text) and the links that still work, each with a Revoke button.
import { SHARE_MESSAGES } from "@courtready/contracts";
import { serverMessage } from "../../../api/client.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast.tsx";
import { useProjectComments, useRevokeShareLink, useShareLinks } from "./api.ts";
import { expiryText, formatShareDate, permissionText } from "./shareText.ts";

export function ProjectComments({ projectId }: { projectId: string }) {
  return (
    <div className="space-y-8">
      <CommentList projectId={projectId} />
      <ShareLinkList projectId={projectId} />
    </div>
  );
}

function LoadProblem({ what }: { what: string }) {
  return (
    <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-950">
      The {what} could not be loaded. Check your connection and reload the page.
    </p>
  );
}

function CommentList({ projectId }: { projectId: string }) {
  const comments = useProjectComments(projectId);
  return (
    <section aria-labelledby="project-comments-title">
      <h2 id="project-comments-title" className="text-xl font-bold text-slate-900">
        Comments
      </h2>
      {comments.isLoading ? (
        <Spinner label="Loading comments" />
      ) : comments.isError ? (
        <LoadProblem what="comments" />
      ) : !comments.data || comments.data.length === 0 ? (
        <p className="mt-2 text-slate-700">{SHARE_MESSAGES.noComments}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {comments.data.map((comment) => (
            <li key={comment.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold break-words text-slate-900">{comment.authorName}</span>
                <time dateTime={comment.createdAt} className="text-sm text-slate-600">
                  {formatShareDate(comment.createdAt)}
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
  const links = useShareLinks(projectId);
  const revoke = useRevokeShareLink(projectId);
  return (
    <section aria-labelledby="project-links-title">
      <h2 id="project-links-title" className="text-xl font-bold text-slate-900">
        Share links
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Links that still work. Revoke one and it stops opening this project at once; people who had it see
        that it was turned off.
      </p>
      {links.isLoading ? (
        <Spinner label="Loading share links" />
      ) : links.isError ? (
        <LoadProblem what="share links" />
      ) : !links.data || links.data.length === 0 ? (
        <p className="mt-2 text-slate-700">{SHARE_MESSAGES.noLinks}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {links.data.map((link) => {
            const created = formatShareDate(link.createdAt);
            const busy = revoke.isPending && revoke.variables === link.id;
            return (
              <li
                key={link.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-semibold text-slate-900">{permissionText(link.permissions)}</p>
                  <p className="text-sm text-slate-700">
                    Created {created}. {expiryText(link.expiresAt)}.
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Revoke the link created ${created}`}
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () =>
                        toast({
                          title: SHARE_MESSAGES.revokedTitle,
                          description: SHARE_MESSAGES.revokedText,
                        }),
                      onError: (error) =>
                        toast({
                          title: SHARE_MESSAGES.revokeFailed,
                          description: serverMessage(error, "Check your connection and try again."),
                          variant: "destructive",
                        }),
                    })
                  }
                >
                  {busy ? "Revoking..." : "Revoke"}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
