// contact_messages access: count a sender's recent messages, store one, mark it e-mailed.
import type { Kysely } from "kysely";
import type { ContactMessagesTable, Database } from "@courtready/db";

type Db = Kysely<Database>;

/** How many messages this address sent after `since` (a database time). */
export async function countMessagesFrom(db: Db, senderIp: string, since: string): Promise<number> {
  const recent = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("sender_ip", "=", senderIp)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(recent.n);
}

export async function insertMessage(db: Db, row: ContactMessagesTable): Promise<void> {
  await db.insertInto("contact_messages").values(row).execute();
}

export async function markEmailed(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable("contact_messages").set({ emailed_at: at }).where("id", "=", id).execute();
}
