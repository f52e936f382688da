// A server action's body as Next's action handler will decode it: a multipart form (FormData
// arguments) or the text React's encodeReply wrote, which is JSON. Anything else makes the
// handler throw, and Next answers 500; middleware.ts answers 400 first. Edge-safe, no Node APIs.

/** Whether `request` (a POST with the Next-Action header) has a body Next can decode. */
export async function actionBodyDecodes(request: Request): Promise<boolean> {
  const contentType = request.headers.get('content-type')?.toLowerCase() ?? ''
  try {
    if (contentType.startsWith('multipart/form-data')) {
      await request.clone().formData()
      return true
    }
    // Next itself answers a urlencoded action (it has none) with 404.
    if (contentType.startsWith('application/x-www-form-urlencoded')) return true
    JSON.parse(await request.clone().text())
    return true
  } catch {
    return false
  }
}
