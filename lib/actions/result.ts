// What every server action answers (docs/style.md: a discriminated union, messages already in
// Spanish).
export type ActionResult<Data = undefined> =
  | { ok: true; message: string; redirectTo?: string; data?: Data }
  | { ok: false; message: string; fieldErrors?: Record<string, string>; redirectTo?: string }
