// A phone backup's listing for the message-picker tests (issue 38): Bob, 1,310 texts from Mar 1 to Apr 2, 2025
// (UTC; still Apr 1 in New York), and Ann, two texts.
import type { TMessageExportSummary } from "@courtready/contracts";

export const bob = {
  id: "+15550100123",
  title: "Bob Landlord",
  participants: [
    { name: "Jane Tenant", isOwner: true },
    { name: "Bob Landlord", address: "+1 (555) 010-0123" },
  ],
  messages: 1310,
  first: "2025-03-01T17:00:00.000Z",
  last: "2025-04-02T03:00:00.000Z",
};

export const ann = {
  ...bob,
  id: "+15550100777",
  title: "Ann",
  participants: [{ name: "Ann", address: "+15550100777" }],
  messages: 2,
};

export const backup: TMessageExportSummary = {
  exportApp: "SMS Backup & Restore (Android)",
  conversations: [bob, ann],
};
