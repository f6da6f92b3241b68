// devices.repository on SQLite and PostgreSQL: a device is known only to the account it signed in to, remembering
// it again is an upsert that moves only last_used_at, and "forget all but this one" keeps exactly that one.
import { expect, it } from "vitest";
import { toDbTime } from "@courtready/db";
import { at, aUser, describeOnEachDialect, T0 } from "../../testing/db.factories.ts";
import {
  deviceHashFor,
  forgetDevices,
  isKnownDevice,
  newDeviceToken,
  rememberDevice,
} from "./devices.repository.ts";

describeOnEachDialect("devices.repository", (db) => {
  it("knows a remembered device for its account only, and refuses malformed tokens without asking", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    const token = newDeviceToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isKnownDevice(db(), owner.id, token)).toBe(false);
    await rememberDevice(db(), owner.id, token, T0);
    expect(await isKnownDevice(db(), owner.id, token)).toBe(true);
    expect(await isKnownDevice(db(), other.id, token)).toBe(false);
    expect(await isKnownDevice(db(), owner.id, undefined)).toBe(false);
    expect(await isKnownDevice(db(), owner.id, `${token}x`)).toBe(false);
  });

  it("stores only the token's hash, and remembering again keeps created_at and moves last_used_at", async () => {
    const owner = await aUser(db());
    const token = newDeviceToken();
    await rememberDevice(db(), owner.id, token, T0);
    await rememberDevice(db(), owner.id, token, at(60_000));
    const rows = await db().selectFrom("known_devices").selectAll().where("user_id", "=", owner.id).execute();
    expect(rows).toEqual([
      {
        user_id: owner.id,
        device_hash: deviceHashFor(token),
        created_at: toDbTime(T0),
        last_used_at: toDbTime(at(60_000)),
      },
    ]);
    expect(deviceHashFor(token)).not.toContain(token);
  });

  it("forgets every device but the one kept, or all of them, of one account only", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    const [kept, lost, others] = [newDeviceToken(), newDeviceToken(), newDeviceToken()];
    await rememberDevice(db(), owner.id, kept, T0);
    await rememberDevice(db(), owner.id, lost, T0);
    await rememberDevice(db(), other.id, others, T0);
    await forgetDevices(db(), owner.id, kept);
    expect(await isKnownDevice(db(), owner.id, kept)).toBe(true);
    expect(await isKnownDevice(db(), owner.id, lost)).toBe(false);
    await forgetDevices(db(), owner.id, undefined);
    expect(await isKnownDevice(db(), owner.id, kept)).toBe(false);
    expect(await isKnownDevice(db(), other.id, others)).toBe(true);
  });
});
