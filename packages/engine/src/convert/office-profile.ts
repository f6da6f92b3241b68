// The LibreOffice user profile every run starts from, cold (office.ts) or warm (office-warm.ts).

/**
 * The profile every run starts from. Macros: the highest security level with no trusted locations, and macro
 * execution disabled outright (this LibreOffice has no Basic runtime anyway). No network: linked images from
 * untrusted documents blocked, links never updated on load (Writer 0 = never; Calc 1 = never), the update check
 * off, and every HTTP(S) request sent to a closed local port in case anything still tries.
 */
const PROFILE_SETTINGS = [
  ["/org.openoffice.Office.Common/Security/Scripting", "MacroSecurityLevel", "3"],
  ["/org.openoffice.Office.Common/Security/Scripting", "DisableMacrosExecution", "true"],
  ["/org.openoffice.Office.Common/Security/Scripting", "BlockUntrustedRefererLinks", "true"],
  [
    "/org.openoffice.Office.Jobs/Jobs/org.openoffice.Office.Jobs:Job['UpdateCheck']/Arguments",
    "AutoCheckEnabled",
    "false",
  ],
  ["/org.openoffice.Office.Writer/Content/Update", "Link", "0"],
  ["/org.openoffice.Office.Calc/Content/Update", "Link", "1"],
  ["/org.openoffice.Inet/Settings", "ooInetProxyType", "2"],
  ["/org.openoffice.Inet/Settings", "ooInetHTTPProxyName", "127.0.0.1"],
  ["/org.openoffice.Inet/Settings", "ooInetHTTPProxyPort", "9"],
  ["/org.openoffice.Inet/Settings", "ooInetHTTPSProxyName", "127.0.0.1"],
  ["/org.openoffice.Inet/Settings", "ooInetHTTPSProxyPort", "9"],
  ["/org.openoffice.Inet/Settings", "ooInetNoProxy", ""],
] as const;

export function registryModifications(): string {
  const items = PROFILE_SETTINGS.map(
    ([node, prop, value]) =>
      `<item oor:path="${node}"><prop oor:name="${prop}" oor:op="fuse"><value>${value}</value></prop></item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" ' +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    ...items,
    "</oor:items>",
    "",
  ].join("\n");
}
