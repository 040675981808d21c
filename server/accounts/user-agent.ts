/*
 * A session's browser and system, read from its user agent for the shopper to recognise
 * (`Chrome` on `macOS`). Only the common ones are named; anything else reads as unknown
 * rather than as a guess. Order matters: Edge, Opera and Samsung Internet also say Chrome,
 * and Chrome also says Safari.
 */

export type Device = { browser: string; os: string };

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bHarmonyOS\b/, 'HarmonyOS'],
  [/\bLinux\b/, 'Linux'],
];

function first(table: ReadonlyArray<readonly [RegExp, string]>, userAgent: string): string {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
}

export function deviceOf(userAgent: string): Device {
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
