// "Where you are signed in": the person's sessions in plain words (browser and system, address, started, last used,
// this device), with a way to sign out any one, every other one, or everywhere (issue 22, finding 10). Everything
// shown is text from the server's fixed vocabulary, rendered as text.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SESSIONS_URL } from "@courtready/contracts";
import type { TSessionInfo, TSessionList, TSessionsEnded } from "@courtready/contracts";
import { apiJson, serverMessage } from "../../api/client.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { TitledSection } from "../../components/TitledSection.tsx";
import { toastFailure } from "../shared/toastFailure.ts";

/** A stored time as the reader's local date and time, written the way their interface language writes it. */
function when(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

type Ending = { kind: "one"; session: TSessionInfo } | { kind: "others" } | { kind: "all" };

function endUrl(ending: Ending): string {
  if (ending.kind === "one") return `${SESSIONS_URL}/${encodeURIComponent(ending.session.id)}`;
  return ending.kind === "others" ? `${SESSIONS_URL}/others` : SESSIONS_URL;
}

export function SessionsPanel() {
  const { t, i18n } = useTranslation("account");
  const at = (iso: string) => when(iso, i18n.language);
  const queryClient = useQueryClient();
  const list = useQuery<TSessionList>({ queryKey: [SESSIONS_URL] });
  const end = useMutation({
    mutationFn: (ending: Ending) => apiJson<TSessionsEnded>("DELETE", endUrl(ending)),
    onSuccess: (answer, ending) => {
      // This browser signed out: a full load of /login drops every cached answer of the account.
      if (ending.kind === "all" || (ending.kind === "one" && ending.session.current)) {
        window.location.assign("/login");
        return;
      }
      toast({ title: t("sessions.signedOutTitle"), description: answer.message });
      void queryClient.invalidateQueries({ queryKey: [SESSIONS_URL] });
    },
    onError: (error) => {
      toastFailure(t("sessions.notSignedOutTitle"), error, t("sessions.unreachable"));
      void queryClient.invalidateQueries({ queryKey: [SESSIONS_URL] });
    },
  });

  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  return (
    <TitledSection id="sessions-title" title={t("sessions.title")} lead={t("sessions.lead")}>
      {list.isPending ? (
        <Spinner label={t("sessions.loading")} />
      ) : list.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {serverMessage(list.error, t("sessions.loadFailed"))}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {session.device}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
                      {t("sessions.thisDevice")}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm break-words text-slate-700">
                  {session.ipAddress
                    ? t("sessions.from", { address: session.ipAddress })
                    : t("sessions.addressUnknown")}
                  {" · "}
                  {t("sessions.signedIn", { when: at(session.startedAt) })}
                  {" · "}
                  {session.lastUsedAt
                    ? t("sessions.lastUsed", { when: at(session.lastUsedAt) })
                    : t("sessions.notSince")}
                </p>
              </div>
              <Button
                variant="secondary"
                className="shrink-0"
                disabled={end.isPending}
                onClick={() => end.mutate({ kind: "one", session })}
                aria-label={
                  session.current
                    ? t("sessions.signOutHereLabel")
                    : t("sessions.signOutLabel", { device: session.device, when: at(session.startedAt) })
                }
              >
                {session.current ? t("sessions.signOutHere") : t("sessions.signOut")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={end.isPending || others === 0}
          onClick={() => end.mutate({ kind: "others" })}
        >
          {t("sessions.signOutOthers")}
        </Button>
        <Button
          variant="secondary"
          className="border-red-700 text-red-800"
          disabled={end.isPending || list.isPending}
          onClick={() => end.mutate({ kind: "all" })}
        >
          {t("sessions.signOutAll")}
        </Button>
      </div>
    </TitledSection>
  );
}
