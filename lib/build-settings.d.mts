export type BuildSettings = Record<string, string>
export declare const BUILD_SETTINGS_FILE: string
export declare function buildTimeSettings(env?: NodeJS.ProcessEnv): BuildSettings
export declare function changedBuildSettings(
  built: BuildSettings,
  env?: NodeJS.ProcessEnv,
): string[]
export declare function readBuildSettings(nextDir: string): BuildSettings | undefined
export declare function buildSettingsProblems(
  built: BuildSettings | undefined,
  env?: NodeJS.ProcessEnv,
): string[]
export declare function sameLocalSite(
  built: BuildSettings | undefined,
  env?: NodeJS.ProcessEnv,
): boolean
